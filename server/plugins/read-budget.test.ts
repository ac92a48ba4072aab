// Every client's budget of the server's time for reads no kept answer served.
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freshAddress, openTestApi, type TestApi } from "../../tests/support/api.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { TOO_MANY_READS_MESSAGE } from "./read-budget.ts";

const opened: TestApi[] = [];
afterEach(async () => {
  for (const api of opened.splice(0)) await api.close();
});

/** The API with the default budget (6,000 ms a minute: 1,000 ms in each window of 10 s) and two reads of
 * its own: one that takes the server a whole second, and one that takes it nothing. */
async function openApi(options: Parameters<typeof openTestApi>[1] = {}) {
  const api = await openTestApi({ READ_BUDGET_MS_PER_MINUTE: "6000" }, options);
  opened.push(api);
  api.app.get("/slow-read", async () => {
    await sleep(1_000);
    return { ok: true };
  });
  api.app.get("/quick-read", async () => ({ ok: true }));
  return api.app;
}

/** A read that spends a client's whole window (its charge is written just after the answer). */
async function spendWindow(app: FastifyInstance, remoteAddress: string) {
  expect((await app.inject({ url: "/slow-read", remoteAddress })).statusCode).toBe(200);
  await sleep(200);
}

describe("the read budget", () => {
  it("charges a read the time it took: after a second of work, the client's next read is refused with 429 and Retry-After", async () => {
    const app = await openApi();
    const greedy = freshAddress();
    expect((await app.inject({ url: "/quick-read", remoteAddress: greedy })).statusCode).toBe(200);
    await spendWindow(app, greedy);
    const refused = await app.inject({ url: "/quick-read", remoteAddress: greedy });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10);
    expect(refused.json().message).toBe(TOO_MANY_READS_MESSAGE);
    // Another client is not refused for it.
    expect((await app.inject({ url: "/quick-read", remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it("lets quick reads through many times where one slow read spends the window", async () => {
    const app = await openApi();
    const client = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ url: "/quick-read", remoteAddress: client })).statusCode, `read ${i}`).toBe(200);
    }
  });

  it("never spends the budget on a kept answer", async () => {
    const app = await openApi();
    const client = freshAddress();
    expect((await app.inject({ url: "/api/search?q=pune", remoteAddress: client })).statusCode).toBe(200);
    await spendWindow(app, client);
    const kept = await app.inject({ url: "/api/search?q=pune", remoteAddress: client });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect((await app.inject({ url: "/api/search?q=delhi", remoteAddress: client })).statusCode).toBe(429);
  });

  it("gives a browser a small page of its own, not the site's render", async () => {
    const app = await openApi();
    const client = freshAddress();
    await spendWindow(app, client);
    const refused = await app.inject({ url: "/quick-read", remoteAddress: client, headers: { accept: "text/html" } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain(TOO_MANY_READS_MESSAGE);
    expect(refused.body).not.toMatch(/<script/i);
  });

  it("is one budget for a client across server processes sharing a database", async () => {
    const database = await openTestDatabase();
    try {
      const one = await openApi({ database });
      const two = await openApi({ database });
      const client = freshAddress();
      await spendWindow(one, client);
      expect((await two.inject({ url: "/quick-read", remoteAddress: client })).statusCode).toBe(429);
    } finally {
      for (const api of opened.splice(0)) await api.close();
      await database.close();
    }
  });

  it("counts an IPv6 client by its /64", async () => {
    const app = await openApi();
    await spendWindow(app, "2001:db8:1:2::10");
    expect((await app.inject({ url: "/quick-read", remoteAddress: "2001:db8:1:2:ffff::1" })).statusCode).toBe(429);
    expect((await app.inject({ url: "/quick-read", remoteAddress: "2001:db8:1:3::1" })).statusCode).toBe(200);
  });
});
