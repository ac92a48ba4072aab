// With the PostgreSQL server unreachable (nothing listens on the port), the API says 503 with a plain message,
// quickly, and readiness says so (server/plugins/health.test.ts: 503 after the grace period); a page that failed for the same reason becomes a 503. The full stop-and-restart
// journey against a real server is tests/e2e/database-outage.test.ts.
import { fastify } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, isDatabaseUnavailable, openDatabase } from "../db/client.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { addOutageStatus } from "./plugins/health.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./plugins/error-handler.ts";

const lead = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "9876543210",
  city: "Pune",
  course: "BTech",
  terms: true,
};

describe("with the database unreachable", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // Port 1 on loopback: connections are refused at once, as when the server is stopped.
    database = await openDatabase({ databaseUrl: "postgres://portal@127.0.0.1:1/none", dataDir: "" });
    app = await buildApp({ database, config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" }), site: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a lead with 503 and a plain message within 5 s", async () => {
    const started = Date.now();
    const res = await app.inject({ method: "POST", url: "/api/user/lead_data", payload: lead });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it("answers reads with 503, and readiness with 200 saying the database is unavailable (a short outage)", async () => {
    expect((await app.inject("/api/admin/get_allNavCourse")).statusCode).toBe(503);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", database: "unavailable" });
    expect((await app.inject("/healthz")).statusCode).toBe(200);
  });
});

describe("a page that failed", () => {
  async function pageApp(ping: () => Promise<void>) {
    const app = fastify();
    addOutageStatus(app, { ping } as DatabaseHandle);
    app.get("/", (_req, reply) => reply.code(500).type("text/html").send("<h1>Something went wrong</h1>"));
    return app;
  }

  it("is a 503 with Retry-After while the database is not answering", async () => {
    const app = await pageApp(() => Promise.reject(new Error("ECONNREFUSED")));
    const res = await app.inject("/");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body).toContain("Something went wrong");
  });

  it("stays a 500 when the database answers (the fault is elsewhere)", async () => {
    const app = await pageApp(() => Promise.resolve());
    expect((await app.inject("/")).statusCode).toBe(500);
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also wrapped", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
  });

  it("leaves real query errors alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
