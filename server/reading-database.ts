// Which requests read from the read replicas (DATABASE_REPLICA_URLS). A replica trails the primary by a moment,
// so only requests that cannot be reading back their own write go there: a visitor's GET of a public page or a
// public API call. Staff (a session cookie or a Bearer token) always see what they just saved; forms post to
// the primary; and a visitor's own data (/my-data, its JSON file and the guardian's confirmation), reached from the
// lead just sent, is read where it was written. See docs/decisions/031.
import type { FastifyRequest } from "fastify";
import { hasSession } from "./plugins/response-cache.ts";

const READ_FROM_PRIMARY = ["/my-data", "/admin"];

export function readsFromReplicas(req: FastifyRequest, sessionCookie: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (hasSession(req, sessionCookie)) return false;
  const path = req.url.split("?")[0].toLowerCase();
  return !READ_FROM_PRIMARY.some((prefix) => path.startsWith(prefix));
}
