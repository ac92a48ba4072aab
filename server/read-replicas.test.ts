// Read replicas against a real PostgreSQL server started here: the "replica" is a second database on it with
// different content, so every answer shows where it was read. Visitors read from the replica; staff, forms and
// a visitor's own data from the primary; a replica that does not answer is passed over at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext } from "#context";
import { type DatabaseHandle, openDatabase } from "../db/client.server.ts";
import { navCoursePages } from "../db/schema.ts";
import { ensureAdmin } from "../domain/admins/admins.server.ts";
import { createNavCoursePage, listNavCoursePages } from "../domain/nav-courses/nav-courses.server.ts";
import {
  initPostgres,
  type PostgresServer,
  removePostgres,
  startPostgres,
  stopPostgres,
} from "../scripts/bench-postgres.ts";
import { ADMIN, signIn } from "../tests/support/api.ts";
import { navCourseBody } from "../tests/support/api-bodies.ts";
import { stubSiteBuild } from "../tests/support/site.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const PORT = 54342;
const SECOND_SERVER_PORT = 54343;
const NOTHING_LISTENS = "postgres://portal@127.0.0.1:54348/none";

let server: PostgresServer;
let dataDir: string;
let primaryUrl: string;
let replicaUrl: string;

// A stand-in for the site's build: every page lists the nav course pages of the database it was given.
const listNavPages = async ({ context }: { context: { get: (token: typeof dbContext) => DatabaseHandle["db"] } }) =>
  Response.json((await listNavCoursePages(context.get(dbContext))).map((p) => p.pageName));
const siteBuild = stubSiteBuild({
  loader: listNavPages,
  action: listNavPages,
  handle: { query: ["visitor", "staff", "token"] },
});
// A kept read is keyed on the parameters its route takes: a new limit each time is a new read.
let fresh = 10;
const uncached = () => `/api/admin/get_allNavCourse?limit=${++fresh}`;

const navPage = (pageName: string) => ({
  pageName,
  bannerHeading: "Banner",
  bannerText: "Text",
  title: "Title",
  heading: "Heading",
  subHeading: "Sub-heading",
  imgHeading: "Image heading",
  imgPara1: "Paragraph one",
  imgPara2: "Paragraph two",
  tableHeading: "Table",
  tableText: "Table text",
});

async function createDatabase(admin: pg.Client, name: string, pageName: string): Promise<string> {
  await admin.query(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await database.migrate();
  await createNavCoursePage(database.db, navPage(pageName));
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  await database.close();
  return url.toString();
}

beforeAll(async () => {
  server = initPostgres(PORT, "/tmp/portal-replicas-");
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-replicas-data-"));
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  primaryUrl = await createDatabase(admin, "primary_db", "On the primary");
  replicaUrl = await createDatabase(admin, "replica_db", "On the replica");
  // As a hot standby is: it refuses every write.
  await admin.query("alter database replica_db set default_transaction_read_only = on");
  await admin.end();
}, 60_000);

afterAll(() => {
  if (server) removePostgres(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openApp(replicaUrls: string[]): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URLS: replicaUrls.join(","),
    SHED_EVENT_LOOP_DELAY_MS: "0",
  });
  const database = await openDatabase({
    databaseUrl: primaryUrl,
    dataDir: "",
    replicaUrls: config.DATABASE_REPLICA_URLS,
  });
  return { app: await buildApp({ database, config, siteBuild }), database };
}

const pageNames = (body: string) =>
  (JSON.parse(body) as { allnavCourse: { pageName: string }[] }).allnavCourse.map((p) => p.pageName);

describe("with a replica", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => ({ app, database } = await openApp([replicaUrl])));
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers visitors' public API reads from the replica and staff's from the primary", async () => {
    expect(pageNames((await app.inject("/api/admin/get_allNavCourse")).body)).toEqual(["On the replica"]);
    const staff = await signIn(app);
    const own = await app.inject({ url: "/api/admin/get_allNavCourse", headers: staff.bearer });
    expect(pageNames(own.body)).toEqual(["On the primary"]);
  });

  it("writes to the primary, and staff read their own write at once", async () => {
    const staff = await signIn(app);
    const saved = await app.inject({
      method: "POST",
      url: "/api/admin/add_navcoursespage",
      payload: { ...navCourseBody, pageName: "Saved by staff" },
      headers: staff.headers,
    });
    expect(saved.statusCode).toBe(201);
    const own = await app.inject({ url: "/api/admin/get_allNavCourse", headers: staff.cookieOnly });
    expect(pageNames(own.body)).toEqual(["On the primary", "Saved by staff"]);
    // The save emptied the cache: until the replicas can have replayed it (5 s of allowed lag and a check),
    // visitors read from the primary too, so no page is kept without the change; then from the replica again.
    const visitor = async () => pageNames((await app.inject(uncached())).body);
    expect(await visitor()).toEqual(["On the primary", "Saved by staff"]);
    await expect.poll(visitor, { timeout: 10_000, interval: 500 }).toEqual(["On the replica"]);
  }, 20_000);

  it("serves visitors' pages from the replica; staff, posts and a visitor's own data from the primary", async () => {
    const page = (url: string, extra: object = {}) => app.inject({ url, ...extra }).then((r) => r.json() as string[]);
    expect(await page("/colleges?visitor")).toEqual(["On the replica"]);
    expect(await page("/colleges?staff", { headers: { cookie: "admin_session=x" } })).toEqual(
      expect.arrayContaining(["On the primary"]),
    );
    expect(await page("/my-data")).toContain("On the primary");
    expect(await page("/my-data/guardian")).toContain("On the primary");
    expect(await page("/my-data/my-enquiry.json")).toContain("On the primary");
    const posted = await app.inject({
      method: "POST",
      url: "/review",
      payload: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.json()).toContain("On the primary");
  });

  it("sends visitors' raw SQL and relational reads to the replica, and a write the replica refuses to the primary", async () => {
    const raw = (await database.readDb.execute(sql`select page_name from nav_course_pages`)) as unknown as {
      rows: { page_name: string }[];
    };
    expect(raw.rows.map((r) => r.page_name)).toEqual(["On the replica"]);
    expect((await database.readDb.query.navCoursePages.findMany()).map((p) => p.pageName)).toEqual(["On the replica"]);
    await database.readDb.execute(sql`update nav_course_pages set title = 'Written on the primary'`);
    const [primaryPage] = await database.db.select().from(navCoursePages).limit(1);
    expect(primaryPage.title).toBe("Written on the primary");
    expect(database.replicas()[0].status).toBe("available");
  });

  it("reports the replica on /readyz", async () => {
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json().replicas).toEqual([
      { name: "replica 1", status: "available", since: expect.any(String), lagSeconds: 0 },
    ]);
  });
});

describe("with a replica where nothing listens", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => ({ app, database } = await openApp([NOTHING_LISTENS])));
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("reads from the primary from the first request, quickly, and readiness names the replica unavailable", async () => {
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const res = await app.inject(`/api/admin/get_allNavCourse?page=${i + 1}`);
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    expect(pageNames((await app.inject("/api/admin/get_allNavCourse?limit=50")).body)).toContain("On the primary");
    await expect
      .poll(async () => (await app.inject("/readyz")).json().replicas[0].status, { timeout: 2_000 })
      .toBe("unavailable");
    expect((await app.inject("/readyz")).statusCode).toBe(200);
  });
});

describe("with a replica that stops and comes back", () => {
  let second: PostgresServer;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    second = initPostgres(SECOND_SERVER_PORT, "/tmp/portal-replicas-second-");
    const admin = new pg.Client({ connectionString: second.url });
    await admin.connect();
    const url = await createDatabaseOn(second, admin, "On the second server");
    await admin.end();
    ({ app, database } = await openApp([url]));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (second) removePostgres(second);
  });

  it("passes it over within about a second, without a failed answer, and reads from it again once it is back", async () => {
    const visitorReads = async () => pageNames((await app.inject(uncached())).body);
    expect(await visitorReads()).toEqual(["On the second server"]);
    stopPostgres(second, "immediate");
    const stopped = Date.now();
    // No visitor asks meanwhile: the check every second finds it gone by itself.
    await expect
      .poll(async () => (await app.inject("/readyz")).json().replicas[0].status, { timeout: 2_500, interval: 100 })
      .toBe("unavailable");
    expect(Date.now() - stopped).toBeLessThan(2_500);
    for (let i = 0; i < 10; i++) {
      const res = await app.inject(uncached());
      expect(res.statusCode).toBe(200);
      expect(pageNames(res.body)).toContain("On the primary");
    }
    startPostgres(second);
    await expect.poll(visitorReads, { timeout: 10_000 }).toEqual(["On the second server"]);
  }, 60_000);
});

async function createDatabaseOn(on: PostgresServer, admin: pg.Client, pageName: string): Promise<string> {
  await admin.query("create database replica_db");
  const url = new URL(on.url);
  url.pathname = "/replica_db";
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await database.migrate();
  await createNavCoursePage(database.db, navPage(pageName));
  await database.close();
  return url.toString();
}
