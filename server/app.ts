// Builds the Fastify application: the REST API and, unless a test leaves it out, the React Router site.
// Tests call buildApp with an in-memory database and use app.inject.
import fastifyCompress from "@fastify/compress";
import type { Writable } from "node:stream";
import { fastify, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { cspNonceContext, dbContext, loggerContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../db/client.server.ts";
import { sessionCookieName, sessionFromCookieHeader } from "../web/admin-cookies.server.ts";
import { may } from "../domain/admins/roles.ts";
import { type Config, cookieOptions } from "./config.ts";
import { AccessLog, loggerOptions } from "./logging.ts";
import { apiRoutes } from "./api/routes.ts";
import { addRequestQueue } from "./plugins/request-queue.ts";
import { addOutageStatus, healthRoutes, type Lifecycle } from "./plugins/health.ts";
import { addLoadShedding, isShedding } from "./plugins/load-shedding.ts";
import { addLanguageChoice } from "./plugins/language.ts";
import { addPageCache } from "./plugins/page-cache.ts";
import { addResponseCache } from "./plugins/response-cache.ts";
import { addContentChanges } from "./plugins/content-changes.ts";
import { addErrorHandler } from "./plugins/error-handler.ts";
import { addNotFoundHandler } from "./plugins/not-found.ts";
import { addOriginGuard } from "./plugins/origin-guard.ts";
import { searchEngineRoutes } from "./plugins/search-engines.ts";
import { addSecurityHeaders } from "./plugins/security-headers.ts";
import { siteRoutes } from "./plugins/site.ts";
import { uploadRoutes } from "./plugins/uploads.ts";
import { scheduleMailSending } from "./schedules/mail-sender.ts";
import { createMailer } from "./mailer.ts";
import { addClientLimits } from "./plugins/submission-limits.ts";
import { readsFromReplicas } from "./reading-database.ts";
import { requestIdGenerator } from "./request-id.ts";

const ANSWERED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export interface AppOptions {
  database: DatabaseHandle;
  config: Config;
  /** Serve the React Router site (needs a build, or a Vite dev server). Tests of the API leave it out. */
  site?: boolean;
  devServer?: ViteDevServer;
  /** Where log lines go instead of standard output (tests read them) */
  logStream?: Writable;
  /** The site's server build, when already loaded (tests give a small one); otherwise build/server/index.js */
  siteBuild?: ServerBuild;
  /** Starting, serving or stopping, for /readyz (server/index.ts moves it on); serving unless given */
  lifecycle?: Lifecycle;
}

export async function buildApp({
  database,
  config,
  site = true,
  devServer,
  logStream,
  siteBuild,
  lifecycle = { phase: "serving" },
}: AppOptions): Promise<FastifyInstance> {
  const cookies = cookieOptions(config);
  const app = fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    // A proxy's X-Request-Id is kept only when TRUST_PROXY names that proxy; otherwise a new id.
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // One line a request (server/logging.ts). Fastify's own "Route … not found" line, which quoted the
    // address, is never written: both 404 handlers are the portal's (plugins/not-found.ts, api/routes.ts).
    logController: new AccessLog(),
    bodyLimit: 100 * 1024,
    // A connection that stops sending is closed, not kept for good (why these lengths: server/config.ts).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // Node looks for connections past their time only this often (30 s unless told): a quarter of the
      // shorter limit keeps a stalled request from outliving its limit by much.
      connectionsCheckingInterval: Math.min(30_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4)),
    },
    // Only the proxies named by TRUST_PROXY may say who the client is (X-Forwarded-For, -Host, -Proto).
    trustProxy: config.TRUST_PROXY as FastifyServerOptions["trustProxy"] & {},
  });

  // (Hooks on every request's path are in callback form: an async one costs a promise and a turn each.)
  app.addHook("onSend", (req, reply, payload, done) => {
    reply.header("X-Request-Id", req.id);
    done(null, payload);
  });
  // A client gone before its answer gets no "request completed": this is its one line in the access log.
  app.addHook("onRequestAbort", async (req) => {
    req.log.info({ req }, "request aborted");
  });
  // TRACE, CONNECT and the WebDAV verbs mean nothing here: a plain 405 instead of a route's error.
  app.addHook("onRequest", (req, reply, done) => {
    if (ANSWERED_METHODS.includes(req.method)) return done();
    reply.code(405).header("allow", ANSWERED_METHODS.join(", ")).send({ message: "Method not allowed." });
  });

  // Shed load first, before any other work is spent on a request that will be refused.
  await addLoadShedding(app, {
    maxEventLoopDelay: config.SHED_EVENT_LOOP_DELAY_MS,
    maxRssBytes: config.SHED_RSS_MB * 1024 * 1024,
    retryAfterSeconds: 5,
  });
  addRequestQueue(app, {
    maxActive: config.MAX_ACTIVE_REQUESTS,
    turnBudgetMs: config.TURN_BUDGET_MS,
    maxQueued: config.MAX_QUEUED_REQUESTS,
    maxWaitMs: config.ADMISSION_WAIT_MS,
    retryAfterSeconds: 5,
  });
  await addSecurityHeaders(app, { production: config.NODE_ENV === "production", devServer: !!devServer });
  addOriginGuard(app, { allowedOrigins: config.ALLOWED_ORIGINS, siteUrl: config.SITE_URL });
  addErrorHandler(app);
  addNotFoundHandler(app);
  await addClientLimits(app, database.db, {
    perMinute: config.FORM_SUBMISSIONS_PER_MINUTE,
    readMsPerMinute: config.READ_BUDGET_MS_PER_MINUTE,
    sessionCookie: sessionCookieName(cookies),
  });
  // Pages and public API reads for anonymous visitors, kept a minute, emptied by any change staff save.
  // (Nothing is kept under the development server, where the code behind an answer changes as it is edited.)
  addResponseCache(app, { ttlMs: devServer ? 0 : 60_000, maxEntries: 2_000, maxBytes: 48 * 1024 * 1024 });
  // With several server processes on one PostgreSQL database, a change saved in one empties them all.
  await addContentChanges(app, database);
  // A change emptied the cache (here or on another process): the next pages must not be rendered from a
  // replica that has not replayed it yet, or they would be kept stale for a minute.
  app.responseCache.onClear(() => database.readFromPrimaryAWhile());
  // A student who chose Hindi is sent to the Hindi page before any kept English page could answer.
  if (site) addLanguageChoice(app, { secure: cookies.secure });
  if (!devServer) await addPageCache(app, { sessionCookie: sessionCookieName(cookies) });

  // Slow phones on mobile data: HTML, JSON, CSS and JS go brotli- or gzip-compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(healthRoutes, { database, lifecycle, isOverloaded: () => isShedding(app) });
  addOutageStatus(app, database);

  // Uploaded and generated images, from the database, so every server process has them all.
  await app.register(uploadRoutes, { db: database.db, maxBytes: 32 * 1024 * 1024 });

  // Lead confirmations and guardian requests: sent from the outbox at once, and retried every few seconds.
  const mailQueued = scheduleMailSending(app, database.db, createMailer(config, app.log));
  await app.register(apiRoutes, { prefix: "/api", db: database.db, readDb: database.readDb, config, mailQueued });

  if (site) {
    // robots.txt and the sitemap, kept an hour or until staff change content (nothing kept under the dev server).
    await app.register(searchEngineRoutes, {
      db: database.readDb,
      siteUrl: config.SITE_URL,
      ttlMs: devServer ? 0 : 60 * 60_000,
    });
    await app.register(siteRoutes, {
      siteUrl: config.SITE_URL,
      mode: config.NODE_ENV === "production" ? "production" : "development",
      devServer,
      build: siteBuild,
      // Only staff whose role edits content send megabytes (a program's image, an official data file), and
      // representatives their institution's photos and brochure.
      mayUpload: async (req, who) => {
        const session = await sessionFromCookieHeader(database.db, req.headers.cookie, cookies);
        if (!session) return false;
        return who === "representative" ? session.role === "representative" : may(session.role, "content");
      },
      getLoadContext(req) {
        const context = new RouterContextProvider();
        // Visitors read from the replicas; staff, forms and a visitor's own data from the primary.
        context.set(dbContext, readsFromReplicas(req, sessionCookieName(cookies)) ? database.readDb : database.db);
        context.set(cspNonceContext, req.cspNonce);
        context.set(loggerContext, req.log);
        context.set(requestInfoContext, {
          clientAddress: req.ip,
          secureCookies: cookies.secure,
          siteUrl: config.SITE_URL,
          retentionMonths: config.RETENTION_MONTHS,
          staffTwoFactorRequired: config.STAFF_2FA === "required",
          contact: { phone: config.CONTACT_PHONE, email: config.CONTACT_EMAIL, address: config.CONTACT_ADDRESS },
          contentChanged: () => app.responseCache.contentChanged(),
          mailQueued,
        });
        return context;
      },
    });
  }
  return app;
}
