import { get } from "node:http";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRequestQueue } from "./request-queue.ts";
import { BUSY_MESSAGE } from "./load-shedding.ts";

let app: FastifyInstance;
let url: string;
// Each /work request waits until the test lets it finish.
const pending: (() => void)[] = [];
const finishAll = () => pending.splice(0).forEach((finish) => finish());
let handled = 0;

beforeAll(async () => {
  app = fastify();
  addRequestQueue(app, { maxActive: 2, turnBudgetMs: 20, maxQueued: 1, maxWaitMs: 300, retryAfterSeconds: 7 });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/assets/app-abc123.js", async () => "console.log(1)");
  app.get("/work", async () => {
    handled++;
    await new Promise<void>((resolve) => pending.push(resolve));
    return { done: true };
  });
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  url = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("request queue", () => {
  it("lets two work at once, one wait, and refuses the next at once with 503 and Retry-After", async () => {
    handled = 0;
    const working = [fetch(`${url}/work`), fetch(`${url}/work`)];
    await until(() => pending.length === 2);
    const queued = fetch(`${url}/work`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await fetch(`${url}/work`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("7");
    expect(await refused.json()).toEqual({ message: BUSY_MESSAGE });
    // Health checks and files never wait behind the work.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/assets/app-abc123.js`)).status).toBe(200);
    expect(handled).toBe(2);

    pending.shift()!(); // one finishes: the waiting request takes its place
    await until(() => pending.length === 2 && handled === 3);
    expect(handled).toBe(3);
    finishAll();
    expect((await Promise.all([...working, queued])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("refuses a request that waited longer than allowed", async () => {
    const working = [fetch(`${url}/work`), fetch(`${url}/work`)];
    await until(() => pending.length === 2);
    const started = Date.now();
    const waited = await fetch(`${url}/work`);
    expect(waited.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    finishAll();
    await Promise.all(working);
  });

  it("gives the places back after failures and abandoned requests", async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${url}/fails`)).status).toBe(500);
    const gone = new AbortController();
    const abandoned = fetch(`${url}/work`, { signal: gone.signal }).catch(() => undefined);
    await until(() => pending.length === 1);
    gone.abort();
    await abandoned;
    await new Promise((resolve) => setTimeout(resolve, 50));
    finishAll();
    const both = [fetch(`${url}/work`), fetch(`${url}/work`)];
    await until(() => pending.length === 2);
    finishAll();
    expect((await Promise.all(both)).map((r) => r.status)).toEqual([200, 200]);
  });
});

// Each on a connection of its own, as separate visitors would come.
const statusOf = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    }).on("error", reject);
  });

async function longestTurnServing(renders: number, turnBudgetMs: number): Promise<number> {
  const fixture = fileURLToPath(new URL("./request-queue.fixture.ts", import.meta.url));
  const server = spawn(process.execPath, [fixture, String(turnBudgetMs)], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const base = await new Promise<string>((resolve) => server.stdout.once("data", (d) => resolve(String(d).trim())));
    const statuses = await Promise.all(Array.from({ length: renders }, () => statusOf(`${base}/render`)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    return ((await (await fetch(`${base}/longest-turn`)).json()) as { ms: number }).ms;
  } finally {
    server.kill();
  }
}

describe("request queue, turns of the event loop", () => {
  it("starts only what fits in a turn, so a health check never waits behind a whole queue of renders", async () => {
    // Twenty renders of 30 ms arriving together: one turn of up to 600 ms if all started at once.
    expect(await longestTurnServing(20, 20)).toBeLessThan(200);
  });
});
