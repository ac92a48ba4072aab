// /readyz tells a load balancer whether this node should get traffic: not while it starts, stops, sheds load or
// has lost its database for longer than the grace period; yes through a short outage, saying so.
import { fastify } from "fastify";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import type { ReplicaStatus } from "../../db/replicas.server.ts";
import { DATABASE_GRACE_MS, healthRoutes, type Lifecycle } from "./health.ts";
import { addLoadShedding, isShedding } from "./load-shedding.ts";

const replica: ReplicaStatus = { name: "replica 1", status: "unavailable", since: "2026-11-24T07:00:00.000Z" };

function node({ phase = "serving" as Lifecycle["phase"], overloaded = false } = {}) {
  const clock = { now: Date.parse("2026-11-24T08:00:00Z") };
  const state = { databaseUp: true };
  const database = {
    kind: "postgres",
    ping: () => (state.databaseUp ? Promise.resolve() : Promise.reject(new Error("connect ECONNREFUSED"))),
    replicas: () => [replica],
  } as unknown as DatabaseHandle;
  const lifecycle: Lifecycle = { phase };
  const app = fastify();
  void app.register(healthRoutes, { database, lifecycle, isOverloaded: () => overloaded, now: () => clock.now });
  return { app, clock, state, lifecycle };
}

describe("/readyz", () => {
  it("is 200 with the database and the replicas' state while serving", async () => {
    const { app } = node();
    const res = await app.inject("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ready", database: "available", kind: "postgres", replicas: [replica] });
  });

  it("is 503 while starting and once stopping", async () => {
    const { app, lifecycle } = node({ phase: "starting" });
    expect((await app.inject("/readyz")).json()).toEqual({ status: "starting" });
    lifecycle.phase = "serving";
    expect((await app.inject("/readyz")).statusCode).toBe(200);
    lifecycle.phase = "stopping";
    const res = await app.inject("/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "stopping" });
  });

  it("is 503 while the node sheds load", async () => {
    const res = await node({ overloaded: true }).app.inject("/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "overloaded" });
  });

  it("stays 200 through a short database outage, then 503 once it has lasted the grace period", async () => {
    const { app, clock, state } = node();
    state.databaseUp = false;
    const first = await app.inject("/readyz");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "ready",
      database: "unavailable",
      since: "2026-11-24T08:00:00.000Z",
      replicas: [replica],
    });
    clock.now += DATABASE_GRACE_MS - 1_000;
    expect((await app.inject("/readyz")).statusCode).toBe(200);
    clock.now += 1_000;
    const late = await app.inject("/readyz");
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({
      status: "unavailable",
      database: "unavailable",
      since: "2026-11-24T08:00:00.000Z",
    });
  });

  it("starts the grace period again once the database has answered", async () => {
    const { app, clock, state } = node();
    state.databaseUp = false;
    await app.inject("/readyz");
    clock.now += DATABASE_GRACE_MS - 1_000;
    state.databaseUp = true;
    expect((await app.inject("/readyz")).json()).toMatchObject({ database: "available" });
    state.databaseUp = false;
    clock.now += 5_000;
    expect((await app.inject("/readyz")).statusCode).toBe(200);
  });
});

describe("isShedding", () => {
  it("follows the load-shedding limits (here a memory limit every process exceeds)", async () => {
    const app = fastify();
    await addLoadShedding(app, { maxEventLoopDelay: 0, maxRssBytes: 1024 * 1024, retryAfterSeconds: 5 });
    await app.ready();
    await expect.poll(() => isShedding(app), { timeout: 5_000 }).toBe(true);
    await app.close();
  });

  it("is false when load shedding is off", async () => {
    const app = fastify();
    await addLoadShedding(app, { maxEventLoopDelay: 0, maxRssBytes: 0, retryAfterSeconds: 5 });
    expect(isShedding(app)).toBe(false);
  });
});
