// Contract placeholder: the admin session plugin. `requireAdmin` is the preHandler every admin-only API
// route uses. (Replaced by the real session/bearer/CSRF check.)
import type { FastifyReply, FastifyRequest } from "fastify";

export async function requireAdmin(_req: FastifyRequest, reply: FastifyReply) {
  return reply.code(401).send({ message: "Please sign in as an admin to do this." });
}
