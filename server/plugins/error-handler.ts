// The one error handler of every Fastify route: a plain message and the right status for the client, never a
// stack trace or SQL; the details go to the log through the logger's error serializer (server/logging.ts),
// which never writes a query's parameters (they hold applicants' names, emails and phone numbers).
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../../db/client.server.ts";
import { BadRequest } from "../api/http.ts";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "Our database is not answering just now, so this could not be done. Please try again in a minute.";

export function addErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | BadRequest, req, reply) => {
    if (err instanceof BadRequest) return reply.code(400).send(err.body);
    const status = errorStatus(err);
    if (isDatabaseUnavailable(err)) {
      // The database is stopped, restarting or unreachable: a retry in a moment may well work.
      // The driver's own error says what is wrong (refused, reset, shutting down); Drizzle's wrapper adds only
      // the query, which the serializer would cut anyway.
      req.log.error({ err: driverError(err) }, "database unavailable");
      return reply.code(503).header("Retry-After", "5").send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again in a moment." });
    }
    noteRefusal(req, err, status);
    return reply.code(status).send({ message: clientMessage(err as FastifyError, status) });
  });
}

/** A refusal thrown from a hook or handler: error-handler.ts (or the site's page for a browser's form post)
 * answers it with `statusCode` and `message`. */
export function refusal(
  statusCode: number,
  code: string,
  message: string,
): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode, code });
}

/** The status an error asks for (a refusal's 4xx, or a 5xx); 500 when it names none. */
export function errorStatus(err: unknown): number {
  const status = Number((err as { statusCode?: unknown }).statusCode);
  return status >= 400 && status < 600 ? status : 500;
}

/** A request refused (4xx), whichever way its answer is written: logged, and after a 413 the socket lingers. */
export function noteRefusal(req: FastifyRequest, err: { code?: string; message: string }, status: number) {
  req.log.info({ err: { code: err.code, message: err.message } }, "request refused");
  if (status === 413) lingerBeforeClosing(req.raw.socket);
}

const LINGER_MS = 2_000;

/**
 * A 413 is sent while the client may still be writing the rest of its body. Closing the connection at once,
 * with those bytes unread, makes the kernel answer with a reset, and the client's kernel then drops the 413
 * it had already received: the student would see "connection reset" instead of "too large". So, as web
 * servers do, the connection is half-closed after the answer and what still arrives is read and dropped until
 * the client closes its side, or two seconds have passed.
 */
function lingerBeforeClosing(socket: Socket | null) {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS).unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}

function driverError(err: unknown): unknown {
  let inner = err as { cause?: unknown };
  for (let depth = 0; depth < 5 && inner.cause && typeof inner.cause === "object"; depth++) {
    inner = inner.cause as typeof inner;
  }
  return inner;
}

/** What a refused request is told: plain words, never internals. */
function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Please send JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return "Please send a multipart form.";
  }
  if (status === 429) return err.message || "Too many requests. Please try again shortly.";
  if (err instanceof SyntaxError) return "The request body is not valid JSON.";
  if (err.code?.startsWith("FST_") && /limit/i.test(err.message)) return "The form has too many fields or files.";
  const text = String(err.message ?? "");
  return text && text.length < 160 && !/\n|\bat\s/.test(text) ? text : "The request could not be handled.";
}
