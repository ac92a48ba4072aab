// Test helpers for the whole server as visitors reach it: the API and the site, listening on a real port,
// and raw connections that send exactly the bytes a test means (a body's announced length, chunks, or
// nothing at all). The site is a small stand-in for the React Router build (which does not exist before
// `npm run build`): every page is a short HTML answer naming its address, and every post answers with the
// size of the body React Router received.
import { connect, type Socket } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "./database.ts";
import { ensureAdmin } from "../../domain/admins/admins.server.ts";
import { ADMIN } from "./api.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

/**
 * A stand-in for the site's build: one resource route for every address, answering GETs with `loader` and
 * posts with `action` (React Router's route module functions, given the request and the load context).
 */
export function stubSiteBuild(module: {
  loader: (args: { request: Request; context: never }) => Response | Promise<Response>;
  action: (args: { request: Request; context: never }) => Response | Promise<Response>;
  /** The query parameters the stand-in reads (web/page-query.ts); others are redirected away */
  handle?: { query: readonly string[] };
}): ServerBuild {
  return testServerBuild({
    entry: {
      module: {
        // Only resource routes below: no document is ever rendered.
        default: () => new Response("no document", { status: 500 }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      everything: { id: "everything", parentId: "root", path: "*", module },
    },
  });
}

/** A server build of these entry and routes, with the other fields React Router reads and no assets. */
export function testServerBuild(parts: { entry: unknown; routes: unknown }): ServerBuild {
  return {
    ...parts,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const siteBuild = stubSiteBuild({
  loader: ({ request }) => {
    const { pathname, search } = new URL(request.url);
    return new Response(`<!doctype html><title>Page</title><p>${(pathname + search).replaceAll("&", "&amp;")}</p>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  },
  action: async ({ request }) => Response.json({ received: (await request.arrayBuffer()).byteLength }),
});

export interface TestSite {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function openTestSite(env: Record<string, string> = {}, build = siteBuild): Promise<TestSite> {
  const database = await openTestDatabase();
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-site-")),
    NODE_ENV: "test",
    // Many test files share two cores: a starved event loop must not turn requests into 503s.
    SHED_EVENT_LOOP_DELAY_MS: "0",
    // Every test client is 127.0.0.1; the read budget itself is covered by server/plugins/read-budget.test.ts.
    READ_BUDGET_MS_PER_MINUTE: "0",
    ...env,
  });
  const app = await buildApp({ database, config, siteBuild: build });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    database,
    url,
    port: Number(new URL(url).port),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The admin's session cookie, as a browser that signed in would send it. */
export async function adminCookie(site: TestSite): Promise<string> {
  const res = await fetch(`${site.url}/api/admin/admin_login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export interface RawAnswer {
  status: number;
  /** The whole answer as received (head and as much of the body as came before the connection closed) */
  text: string;
  /** Bytes of the body this side had written when the answer began */
  bodyBytesSent: number;
}

/** A connection of its own that sends `head` (request line and headers, without the blank line) and then,
 * if given, the body through `send`; resolves with the first answer, or rejects after `waitMs`. */
export function rawRequest(
  port: number,
  head: string,
  send?: (socket: Socket, sent: (bytes: number) => void) => Promise<void> | void,
  waitMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let bodyBytesSent = 0;
    let answeredAt: number | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${waitMs} ms to ${head.split("\r\n")[0]}`));
    }, waitMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) reject(new Error(`no HTTP answer to ${head.split("\r\n")[0]}: ${JSON.stringify(text)}`));
      else resolve({ status, text, bodyBytesSent: answeredAt ?? bodyBytesSent });
    };
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      answeredAt ??= bodyBytesSent;
      const headEnd = text.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, headEnd))?.[1];
      if (length !== undefined && text.length >= headEnd + 4 + Number(length)) finish();
    });
    socket.on("close", finish);
    // The server may close while this side still writes: that is an answer, not a failure of the test.
    socket.on("error", () => {});
    socket.once("connect", () => {
      socket.write(`${head}\r\n\r\n`);
      void send?.(socket, (bytes) => (bodyBytesSent += bytes));
    });
  });
}

/** Writes `total` bytes in chunks of 16 KB, a turn apart, as chunked transfer encoding, stopping early when
 * the connection is closed; ends the body when all is written. */
export async function sendChunked(socket: Socket, total: number, sent: (bytes: number) => void) {
  const chunk = Buffer.alloc(16 * 1024, "a");
  for (let written = 0; written < total && !socket.destroyed; written += chunk.length) {
    socket.write(`${chunk.length.toString(16)}\r\n`);
    socket.write(chunk);
    socket.write("\r\n");
    sent(chunk.length);
    await new Promise((r) => setTimeout(r, 2));
  }
  if (!socket.destroyed) socket.write("0\r\n\r\n");
}
