// Each resource file describes its calls as data: path, zod schemas for the query, the body and every answer,
// and the handler. The same schemas check what arrives (fastify-type-provider-zod's validator), check what
// leaves (its serializer), type the handler, and make the OpenAPI document (@fastify/swagger), so the
// routes, the answers and the document cannot drift apart.
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { sessionCookieName } from "../../web/admin-cookies.server.ts";
import { type Config, cookieOptions } from "../config.ts";
import type { Capability } from "../../domain/admins/roles.ts";
import { requireAdmin } from "./require-admin.ts";
import { CACHE_HIT, CACHE_MISS, hasSession, payloadBuffer, type ResponseCache } from "../plugins/response-cache.ts";
import { readsFromReplicas } from "../reading-database.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";

export interface ApiContext {
  db: Database;
  config: Config;
  /** Says an email was queued, so the sender goes at once (server/schedules/mail-sender.ts) */
  mailQueued: () => void;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Answers = Record<number, { description: string; schema: z.ZodType }>;
type SchemaOf<A> = A extends { schema: infer T extends z.ZodType } ? T : never;

/** The names of a Fastify path's parameters: "/a/:collegeid/:courseid" gives "collegeid" | "courseid". */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathParams<P extends string> = z.ZodObject<{ [K in PathParamNames<P>]: z.ZodString }>;

/** An operation's route schema, as the type provider reads it to type the request and the reply. */
interface RouteSchema<P extends string, Q, B, R extends Answers> {
  params: PathParams<P>;
  querystring: Q;
  body: B;
  response: { [S in keyof R]: SchemaOf<R[S]> };
}

type ApiRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type ApiReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What a handler may answer: one of its documented bodies (for 200), or the reply it sent itself. */
type Answer<R extends Answers> = { [S in keyof R]: z.output<SchemaOf<R[S]>> }[keyof R];

export interface OperationSpec<
  P extends string,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  R extends Answers,
> {
  method: Method;
  /** Fastify syntax: /api/admin/get_programbyId/:id */
  path: P;
  summary: string;
  tag: string;
  description?: string;
  /**
   * Needs a staff session (cookie + X-XSRF-TOKEN for writes, or a Bearer token) whose role holds this
   * capability (domain/admins/roles.ts): 401 without one, 403 for a role without it.
   */
  admin?: Capability;
  /** ?query parameters, checked before the handler runs */
  query?: Q;
  /** A JSON body, checked before the handler runs */
  body?: B;
  /** Bodies the handler reads and checks itself (a program form with its image), by content type, for the
   * document only */
  form?: Partial<Record<"multipart/form-data" | "application/json", z.ZodType>>;
  /** Reads a body the handler takes apart itself (a program's image): run before the request queues */
  readBody?: (req: FastifyRequest) => Promise<void>;
  responses: R;
  config?: RouteOptions["config"];
  handler: (
    req: ApiRequest<RouteSchema<P, Q, B, R>>,
    reply: ApiReply<RouteSchema<P, Q, B, R>>,
  ) => Promise<Answer<R> | ApiReply<RouteSchema<P, Q, B, R>>>;
}

/** An operation once its types have been checked. */
export type Operation = Omit<
  OperationSpec<string, z.ZodObject | undefined, z.ZodType | undefined, Answers>,
  "handler"
> & {
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/** Types an operation's handler from its path and schemas. */
export function operation<
  const P extends string,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Answers = Answers,
>(spec: OperationSpec<P, Q, B, R>): Operation {
  return spec as unknown as Operation;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Request bodies the handler reads itself, for the OpenAPI document (see OperationSpec.form) */
    documentedForm?: OperationSpec<string, undefined, undefined, Answers>["form"];
  }
}

function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

/** Every answer the route can give: its own, plus the 401 of admin calls and the 400 every call can give
 * (invalid fields or query, or an address the portal refuses). */
function allAnswers(op: Operation): Answers {
  const answers: Answers = { ...op.responses };
  answers[400] ??=
    op.query || op.body || op.form
      ? { description: op.query && !op.body ? "Invalid query" : "Invalid fields", schema: badRequestSchema }
      : { description: "The address holds a character the portal refuses", schema: messageSchema };
  if (op.admin) {
    answers[401] ??= {
      description: "Not signed in, or a missing X-XSRF-TOKEN header on a change",
      schema: messageSchema,
    };
    answers[403] ??= { description: `A staff role without the "${op.admin}" permission`, schema: messageSchema };
  }
  return answers;
}

/** Fastify warns of route schema keys that are there but undefined. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function operationId(op: Operation) {
  return `${op.method.toLowerCase()}${op.path.replace(/:(\w+)/g, "{$1}").replace(/[^A-Za-z0-9]+/g, "_")}`;
}

/** `readingOperations`: the same operations, in the same order, built over the reading database. */
export function registerOperations(
  app: FastifyInstance,
  ctx: ApiContext,
  operations: Operation[],
  readingOperations: Operation[] = operations,
) {
  const cookies = cookieOptions(ctx.config);
  const staffCheck = requireAdmin(ctx.db, cookies, { twoFactorRequired: ctx.config.STAFF_2FA === "required" });
  const kept = keptPublicReads(app.responseCache, sessionCookieName(cookies));
  for (const [i, op] of operations.entries()) {
    const reading = readingOperations[i];
    const publicRead = op.method === "GET" && !op.admin;
    const answers = allAnswers(op);
    const admin = op.admin ? staffCheck(op.admin) : undefined;
    const read = publicRead ? kept(queryNames(op)) : undefined;
    app.route({
      method: op.method,
      url: op.path.replace(/^\/api/, ""), // the plugin is registered under the /api prefix
      schema: {
        operationId: operationId(op),
        tags: [op.tag],
        summary: op.summary,
        ...definedOnly({
          description: op.description,
          params: pathParams(op.path),
          querystring: op.query,
          body: op.body,
        }),
        response: Object.fromEntries(
          Object.entries(answers).map(([status, { description, schema }]) => [
            status,
            { description, content: { "application/json": { schema } } },
          ]),
        ),
        ...(op.admin ? { security: [{ sessionCookie: [], xsrfHeader: [] }, { bearer: [] }] } : {}),
      },
      // A request that fails its schema is refused only after it has queued for its turn and shown it may
      // make the call (refuseInvalid, below): an anonymous write is a 401, whatever its body.
      attachValidation: true,
      // Route hooks run after the scope's, so a kept answer still gets its CORS headers.
      onRequest: read?.serve,
      onSend: read?.keep,
      // A request queues for its turn (preHandler, server/plugins/request-queue.ts) only once its body is in:
      // an upload over a slow or stalled connection must not hold one of the few places meanwhile. So such
      // bodies are read first, and the admin check comes before the reading: only staff may send megabytes.
      preParsing: admin && op.readBody ? admin : undefined,
      preValidation: op.readBody,
      preHandler: admin && !op.readBody ? [admin, refuseInvalid] : refuseInvalid,
      config: { ...op.config, documentedForm: op.form },
      handler:
        reading === op
          ? op.handler
          : (req, reply) => (readsFromReplicas(req, sessionCookieName(cookies)) ? reading : op).handler(req, reply),
    });
  }
}

/** The 400 for a request its route's schema refused (attached by Fastify, see attachValidation). */
async function refuseInvalid(req: FastifyRequest) {
  if (req.validationError) throw req.validationError;
}

const KEPT_HEADERS = ["content-type", "content-security-policy", "cache-control"];

/** The query parameters an operation takes: an answer is kept under these only, so an unknown parameter with a
 * new value each time (`&z=<random>`) is answered from the cache like the address without it. */
function queryNames(op: Operation): Set<string> | undefined {
  if (!op.query) return new Set();
  const shape = (op.query as { shape?: Record<string, unknown> }).shape;
  // A query schema that is not a plain object (a transform of one): every parameter stays in the key.
  return shape ? new Set(Object.keys(shape)) : undefined;
}

/** Public reads are the same for every caller until staff change something (server/plugins/response-cache.ts).
 * Clients may keep them too, asking again with the ETag (304 when unchanged). */
const keptPublicReads = (cache: ResponseCache, sessionCookie: string) => (known: ReadonlySet<string> | undefined) => ({
  // An address holding a NUL anywhere is refused with 400 (routes.ts), even in a parameter nobody reads.
  serve: async (req: FastifyRequest, reply: FastifyReply) =>
    hasSession(req, sessionCookie) || /%00/i.test(req.url) ? undefined : cache.serve(req, reply, known),
  keep: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.getHeader("x-cache") === CACHE_HIT || hasSession(req, sessionCookie)) return payload;
    // Read for this request, whether it is then kept or not (a failed read).
    reply.header("x-cache", CACHE_MISS);
    if (reply.statusCode !== 200) return payload;
    reply.header("cache-control", "no-cache");
    return cache.keep(req, reply, await payloadBuffer(payload), KEPT_HEADERS, known);
  },
});
