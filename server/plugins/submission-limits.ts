// How many leads, reviews and changes to a student's own data one client may send a minute: one limiter
// (@fastify/rate-limit) for the site's forms and the REST API alike. Each budget is counted by client address and by what is being
// limited, never by the raw path: a lead costs the same whether it is posted to /api/user/lead_data,
// /resources/enquiry, /Resources/enquiry/ or /resources/%65nquiry. Over the budget: 429 with Retry-After.
// The counts are kept in the database (server/rate-limit-store.ts), so all server processes share one budget.
// The same limiter keeps every client's budget of the server's time for uncached reads (read-budget.ts).
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { clientOf, databaseRateLimitStore } from "../rate-limit-store.ts";
import { addReadBudget } from "./read-budget.ts";

// "my-data": withdrawals, erasures (each guess of the email address erasing asks for) and guardians' consents.
// "password-reset": staff asking for a reset link (each one mails someone).
// "claims": institutions' claims (each may carry a 5 MB letter).
const submissionBudgets = ["leads", "reviews", "my-data", "password-reset", "claims"] as const;
type SubmissionBudget = (typeof submissionBudgets)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /** The budget a POST to this route spends (API routes name theirs; site forms are found by path). */
    submissions?: SubmissionBudget;
  }
}

export const TOO_MANY_MESSAGE = "Too many submissions from your connection. Please try again in a minute.";
export interface ClientLimits {
  /** Leads, and reviews, a minute per client */
  perMinute: number;
  /** Milliseconds of the server's work a minute for a client's uncached reads (read-budget.ts); 0 = no limit */
  readMsPerMinute: number;
  /** The session cookie's name: staff with a session never spend the reads budget */
  sessionCookie: string;
}

/** The site's form actions, by the path React Router matches (any case, trailing slash, .data request). */
const SITE_FORMS: Record<string, SubmissionBudget> = {
  "/resources/enquiry": "leads",
  "/enquiry": "leads",
  "/review": "reviews",
  "/my-data": "my-data",
  "/my-data/guardian": "my-data",
  "/admin/forgot-password": "password-reset",
};

/** The budget a site form's post spends, by its path: a claim's path names its institution. */
function siteFormBudget(path: string): SubmissionBudget | undefined {
  return SITE_FORMS[path] ?? (path.startsWith("/institution/claim/") ? "claims" : undefined);
}

export async function addClientLimits(
  app: FastifyInstance,
  db: Database,
  { perMinute, readMsPerMinute, sessionCookie }: ClientLimits,
) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    // A database that cannot count does not refuse the submission with a 500: it goes on and succeeds, or
    // fails on its own (503) when the database is down.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, message: TOO_MANY_MESSAGE }),
  });
  // One handler per budget, so every way in spends from the same count.
  const limiters = Object.fromEntries(
    submissionBudgets.map((budget) => [
      budget,
      app.rateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (req) => `${budget}:${clientOf(req)}` }),
    ]),
  ) as Record<SubmissionBudget, (req: FastifyRequest, reply: FastifyReply) => Promise<void>>;

  // Before the body is read: a refused submission costs almost nothing.
  // (In callback form: every request passes here, and only posts have anything to wait for.)
  app.addHook("onRequest", (req, reply, done) => {
    if (req.method !== "POST") return done();
    const budget = req.routeOptions.config?.submissions ?? siteFormBudget(routePath(req.url));
    if (!budget) return done();
    limiters[budget](req, reply).then(() => (reply.sent ? undefined : done()), done);
  });

  if (readMsPerMinute) addReadBudget(app, db, { msPerMinute: readMsPerMinute, sessionCookie });
}

/**
 * The path as React Router matches it: percent-escapes decoded, repeated and trailing slashes dropped, the
 * single-fetch suffix (/review.data, /review/_.data) removed, and lower case (routes match in any case).
 */
export function routePath(url: string): string {
  let path = url.split("?")[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: React Router will not match it either; compare it as sent.
  }
  path = path
    .replace(/\/{2,}/g, "/")
    .replace(/(\/_)?\.data$/, "")
    .replace(/\/+$/, "");
  return (path || "/").toLowerCase();
}
