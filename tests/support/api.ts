// Test helpers for the REST API: an app on a test database (no site), an admin, and signed-in headers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "./database.ts";
import { ensureAdmin } from "../../domain/admins/admins.server.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export const ADMIN = { username: "staff@college.example.in", password: "correct horse battery" };

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * `logStream` receives the app's log lines (give LOG_LEVEL too: tests are silent by default). With
 * `database`, the app runs on that one (as a second server process would) and closing leaves it open.
 */
export async function openTestApi(
  env: Record<string, string> = {},
  { logStream, database: shared }: { logStream?: Writable; database?: DatabaseHandle } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-api-"));
  const database = shared ?? (await openTestDatabase());
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  // Many test files share two cores: a starved event loop must not turn their requests into 503s.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    SHED_EVENT_LOOP_DELAY_MS: "0",
    // Every test client is 127.0.0.1; the read budget itself is covered by server/plugins/read-budget.test.ts.
    READ_BUDGET_MS_PER_MINUTE: "0",
    ...env,
  });
  const app = await buildApp({ database, config, site: false, logStream });
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true }); // mail files written meanwhile
    },
  };
}

export interface SignedIn {
  token: string;
  csrf: string;
  /** Cookie + X-XSRF-TOKEN, as a browser would send them on a change. */
  headers: Record<string, string>;
  bearer: Record<string, string>;
  cookieOnly: Record<string, string>;
}

let clientCounter = 0;
/** A distinct client address per call, so rate limits of one test do not spill into the next. */
export function freshAddress(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export async function signIn(app: FastifyInstance): Promise<SignedIn> {
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/admin_login",
    payload: ADMIN,
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  // admin_session, or __Host-admin_session when the app runs as in production.
  const sessionCookie = res.cookies.find((c) => c.name.endsWith("admin_session"))!;
  const cookie = `${sessionCookie.name}=${sessionCookie.value}; XSRF-TOKEN=${cookies["XSRF-TOKEN"]}`;
  return {
    token: res.json().token,
    csrf: cookies["XSRF-TOKEN"],
    headers: { cookie, "x-xsrf-token": cookies["XSRF-TOKEN"] },
    bearer: { authorization: `Bearer ${res.json().token}` },
    cookieOnly: { cookie },
  };
}

/** Sends the same call without a session, with a wrong one, and with the cookie but no CSRF header. */
export async function expectAdminOnly(app: FastifyInstance, call: InjectOptions, session: SignedIn) {
  const results: number[] = [];
  const without = await app.inject({ ...call });
  results.push(without.statusCode);
  const wrong = await app.inject({
    ...call,
    headers: { ...call.headers, authorization: "Bearer not-a-real-token-at-all-xxxxxxxx" },
  });
  results.push(wrong.statusCode);
  const wrongCookie = await app.inject({
    ...call,
    headers: { ...call.headers, cookie: "admin_session=forged-session-token-value-1234" },
  });
  results.push(wrongCookie.statusCode);
  if (call.method && call.method !== "GET") {
    const noCsrf = await app.inject({ ...call, headers: { ...call.headers, ...session.cookieOnly } });
    results.push(noCsrf.statusCode);
    const badCsrf = await app.inject({
      ...call,
      headers: { ...call.headers, ...session.headers, "x-xsrf-token": "x".repeat(43) },
    });
    results.push(badCsrf.statusCode);
  }
  return { statuses: results, body: without.json() };
}

/** Every path and method of SPEC.md §7, exactly as its client calls them. */
export const SPEC_CALLS = [
  "get /api/admin/get_cardslider",
  "get /api/admin/get_program",
  "post /api/user/lead_data",
  "get /api/admin/get_collegespage",
  "get /api/admin/get_collegespage/{state}",
  "get /api/admin/get_collegespageByCourse/{courseName}",
  "get /api/admin/get_collegespageByCourseAndcity",
  "get /api/admin/getSingle_collegespage/{id}",
  "get /api/admin/college_page_course_details/{id}",
  "get /api/admin/get_streams_by_courseId/{collegeid}/{courseid}",
  "get /api/admin/get_allNavCourse",
  "get /api/admin/get_programbyId/{id}",
  "get /api/admin/getall_streams",
  "get /api/user/getall_leads",
  "post /api/admin/admin_login",
  "post /api/admin/streams",
  "post /api/admin/create_collegespage",
  "post /api/admin/add_navcoursespage",
  "post /api/admin/create_cardslider",
  "post /api/admin/create_program",
  "delete /api/admin/delete_stream/{id}",
  "delete /api/admin/delete_collegespage/{id}",
  "delete /api/admin/delete_navcoursepage/{id}",
  "delete /api/admin/delete_slider/{id}",
  "delete /api/admin/delete_program/{id}",
] as const;
