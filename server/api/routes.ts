// Every REST call of SPEC.md §7 (plus the corrections staff need), the OpenAPI document and its reader,
// and a JSON 404 for any other /api path so clients never get the site's HTML 404 page.
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.server.ts";
import { sessionCookieName } from "../../web/admin-cookies.server.ts";
import { type Config, cookieOptions } from "../config.ts";
import { adminAuthOperations } from "./admin-auth.ts";
import { cardSliderOperations } from "./card-sliders.ts";
import { collegeOperations } from "./colleges.ts";
import { cutoffOperations } from "./cutoffs.ts";
import { docsPage } from "./docs-page.ts";
import { schemaFailure } from "./http.ts";
import { institutionOperations } from "./institutions.ts";
import { leadFollowUpOperations } from "./lead-follow-up.ts";
import { leadOperations } from "./leads.ts";
import { mockAllotmentOperations } from "./mock-allotment.ts";
import { rankingOperations } from "./rankings.ts";
import { navCourseOperations } from "./nav-courses.ts";
import { openApiOptions } from "./openapi.ts";
import { type ApiContext, type Operation, registerOperations } from "./operations.ts";
import { programOperations } from "./programs.ts";
import { scholarshipOperations } from "./scholarships.ts";
import { searchOperations } from "./search.ts";
import { streamOperations } from "./streams.ts";

function allOperations(ctx: ApiContext): Operation[] {
  return [
    ...adminAuthOperations(ctx),
    ...cardSliderOperations(ctx),
    ...programOperations(ctx),
    ...collegeOperations(ctx),
    ...navCourseOperations(ctx),
    ...streamOperations(ctx),
    ...leadOperations(ctx),
    ...leadFollowUpOperations(ctx),
    ...institutionOperations(ctx),
    ...rankingOperations(ctx),
    ...searchOperations(ctx),
    ...cutoffOperations(ctx),
    ...scholarshipOperations(ctx),
    ...mockAllotmentOperations(ctx),
  ];
}

/** Registered with the prefix /api: @fastify/cors declares an OPTIONS route for `*` of its scope, which
 * would clash with the site's catch-all at the root. */
export async function apiRoutes(
  app: FastifyInstance,
  { db, readDb, config, mailQueued }: { db: Database; readDb: Database; config: Config; mailQueued: () => void },
) {
  const allowed = new Set(config.ALLOWED_ORIGINS);
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    allowedHeaders: ["Content-Type", "Authorization", "X-XSRF-TOKEN"],
    methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 30, parts: 40 } });

  // The zod schemas of each call check its input and its answers (fastify-type-provider-zod); input that
  // fails is answered with SPEC's 400 `{ message, errors: { field: text } }`.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setSchemaErrorFormatter((issues) => schemaFailure(issues));
  // The OpenAPI document, from the routes registered after this (only the API's, not the site's).
  await app.register(fastifySwagger, openApiOptions({ sessionCookie: sessionCookieName(cookieOptions(config)) }));

  // PostgreSQL text cannot hold NUL: refuse it in the path or query before anything else looks at them (the
  // schemas drop query parameters they do not know, so this runs before them).
  app.addHook("preValidation", async (req, reply) => {
    const values = [...Object.values((req.params ?? {}) as object), ...Object.values((req.query ?? {}) as object)];
    if (values.some((v) => String(v).includes("\0"))) {
      return reply.code(400).send({ message: "The address contains an invalid character." });
    }
  });

  const ctx: ApiContext = { db, config, mailQueued };
  const operations = allOperations(ctx);
  // The same calls over the read replicas, for visitors' public reads (server/reading-database.ts).
  registerOperations(app, ctx, operations, readDb === db ? operations : allOperations({ ...ctx, db: readDb }));

  const hide = { schema: { hide: true } };
  app.get("/openapi.json", hide, async () => app.swagger());
  app.get("/docs", hide, async (req, reply) => {
    reply
      .header(
        "content-security-policy",
        `default-src 'none'; script-src 'nonce-${req.cspNonce}'; style-src 'nonce-${req.cspNonce}'; ` +
          "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
      .type("text/html; charset=utf-8");
    return docsPage(req.cspNonce);
  });

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], // OPTIONS belongs to @fastify/cors
    url: "/*",
    schema: { hide: true },
    handler: async (_req, reply) =>
      reply.code(404).send({ message: "There is no such API call. See /api/docs for the list." }),
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ message: "There is no such API call. See /api/docs for the list." }),
  );
}
