// Every client's budget of reads the server works for: pages and API reads no kept answer served.
import { afterEach, describe, expect, it } from "vitest";
import { openTestApi, freshAddress, type TestApi } from "../../tests/support/api.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { TOO_MANY_READS_MESSAGE } from "./submission-limits.ts";

const opened: TestApi[] = [];
afterEach(async () => {
  for (const api of opened.splice(0)) await api.close();
});

async function openApi(env: Record<string, string>, options: Parameters<typeof openTestApi>[1] = {}) {
  const api = await openTestApi({ UNCACHED_READS_PER_MINUTE: "12", ...env }, options);
  opened.push(api);
  return api.app;
}

describe("the reads budget", () => {
  it("answers a client past its budget of uncached reads with 429 and Retry-After, and others go on", async () => {
    const app = await openApi({});
    const greedy = freshAddress();
    // 12 a minute: 2 in each window of 10 s. A new search each time misses the cache.
    const search = (q: string, remoteAddress = greedy) => app.inject({ url: `/api/search?q=${q}`, remoteAddress });
    expect((await search("pune")).statusCode).toBe(200);
    expect((await search("delhi")).statusCode).toBe(200);
    const refused = await search("mumbai");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10);
    expect(refused.json().message).toBe(TOO_MANY_READS_MESSAGE);
    // Another client is not refused for it.
    expect((await search("mumbai", freshAddress())).statusCode).toBe(200);
  });

  it("never spends the budget on a kept answer", async () => {
    const app = await openApi({});
    const client = freshAddress();
    expect((await app.inject({ url: "/api/search?q=pune", remoteAddress: client })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const kept = await app.inject({ url: "/api/search?q=pune", remoteAddress: client });
      expect(kept.statusCode).toBe(200);
      expect(kept.headers["x-cache"]).toBe("HIT");
    }
    expect((await app.inject({ url: "/api/search?q=delhi", remoteAddress: client })).statusCode).toBe(200);
  });

  it("gives a browser a small page of its own, not the site's render", async () => {
    const app = await openApi({ UNCACHED_READS_PER_MINUTE: "6" });
    const client = freshAddress();
    const page = (q: string) =>
      app.inject({ url: `/search-missing?q=${q}`, remoteAddress: client, headers: { accept: "text/html" } });
    await page("a");
    const refused = await page("b");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain(TOO_MANY_READS_MESSAGE);
    expect(refused.body).not.toMatch(/<script/i);
  });

  it("is one budget for a client across server processes sharing a database", async () => {
    const database = await openTestDatabase();
    try {
      const one = await openApi({}, { database });
      const two = await openApi({}, { database });
      const client = freshAddress();
      expect((await one.inject({ url: "/api/search?q=pune", remoteAddress: client })).statusCode).toBe(200);
      expect((await two.inject({ url: "/api/search?q=delhi", remoteAddress: client })).statusCode).toBe(200);
      expect((await one.inject({ url: "/api/search?q=agra", remoteAddress: client })).statusCode).toBe(429);
      expect((await two.inject({ url: "/api/search?q=goa", remoteAddress: client })).statusCode).toBe(429);
    } finally {
      for (const api of opened.splice(0)) await api.close();
      await database.close();
    }
  });

  it("counts an IPv6 client by its /64", async () => {
    const app = await openApi({});
    const read = (q: string, remoteAddress: string) => app.inject({ url: `/api/search?q=${q}`, remoteAddress });
    expect((await read("pune", "2001:db8:1:2::10")).statusCode).toBe(200);
    expect((await read("delhi", "2001:db8:1:2:ffff::1")).statusCode).toBe(200);
    expect((await read("agra", "2001:db8:1:2::99")).statusCode).toBe(429);
    expect((await read("agra", "2001:db8:1:3::1")).statusCode).toBe(200);
  });
});
