import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addLoadShedding, BUSY_MESSAGE, isShedding } from "./load-shedding.ts";

let app: FastifyInstance;
let handled = 0;

beforeAll(async () => {
  app = fastify();
  // Any process uses more than one byte: the server is "under pressure" from its first sample.
  await addLoadShedding(app, { maxEventLoopDelay: 10_000, maxRssBytes: 1, retryAfterSeconds: 7 });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/api/admin/get_collegespage", async () => {
    handled++;
    return { collegePages: [] };
  });
  app.get("/assets/entry.client-abc123.js", async () => "console.log(1)");
  app.get("/", async () => {
    handled++;
    return "home";
  });
  await app.ready();
  // The first sample is taken one sample interval (1 s) after start: wait for it, however long a busy machine takes.
  await vi.waitFor(() => expect(isShedding(app)).toBe(true), { timeout: 10_000, interval: 50 });
});
afterAll(() => app.close());

describe("load shedding", () => {
  it("refuses API calls quickly with 503, Retry-After and a plain message", async () => {
    const res = await app.inject("/api/admin/get_collegespage");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("7");
    expect(res.json()).toEqual({ message: BUSY_MESSAGE });
    expect(handled).toBe(0);
  });

  it("gives a browser a small page that says to try again", async () => {
    const res = await app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Please try again in a moment");
    expect(handled).toBe(0);
  });

  it("keeps answering health checks and sending static files", async () => {
    expect((await app.inject("/healthz")).statusCode).toBe(200);
    expect((await app.inject("/assets/entry.client-abc123.js")).statusCode).toBe(200);
    expect((await app.inject("/Blog.data")).statusCode).toBe(503);
  });
});
