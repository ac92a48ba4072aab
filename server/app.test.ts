import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { NOT_FOUND_MESSAGE } from "./plugins/not-found.ts";

let database: DatabaseHandle;
let app: FastifyInstance;

beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/portal-test", SHED_EVENT_LOOP_DELAY_MS: "0" }),
    site: false,
  });
});

afterEach(async () => {
  await app.close();
  await database.close().catch(() => {});
});

describe("health", () => {
  it("answers /healthz without touching the database", async () => {
    await database.close();
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz 200 while the database answers, and says so when it stops (503 only after the grace period)", async () => {
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", database: "available", replicas: [] });
    await database.close();
    const down = await app.inject("/readyz");
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: "ready", database: "unavailable" });
  });

  it("tags every answer with a request id of its own, whatever X-Request-Id the client sends", async () => {
    const res = await app.inject({ url: "/healthz", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await app.inject({ url: "/healthz", headers: { "x-request-id": "bad id with spaces" } });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("every answer", () => {
  it("refuses TRACE and other methods the portal does not use with 405 and the allowed list", async () => {
    for (const method of ["TRACE", "CONNECT", "PROPFIND"] as const) {
      const res = await app.inject({ method: method as "GET", url: "/" });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
  });

  it("answers an address nothing serves with a plain 404 that does not repeat the address", async () => {
    for (const [method, url] of [
      ["GET", "/no/such/%3Cb%3Epage"],
      ["OPTIONS", "/no/such/%3Cb%3Epage"],
      ["GET", "/uploads/%3Cb%3Eimage.webp"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: NOT_FOUND_MESSAGE });
    }
  });

  it("turns off the browser features no page uses", async () => {
    for (const url of ["/healthz", "/api/nope", "/api/user/get_allNavCourse"]) {
      const policy = String((await app.inject(url)).headers["permissions-policy"]);
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
        expect(policy, url).toContain(feature);
      }
    }
  });
});
