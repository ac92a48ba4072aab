// Who makes an API call's change, for the audit trail (domain/audit): the staff member requireAdmin found,
// and the client's address as Fastify was told to trust it.
import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../../domain/audit/audit.server.ts";

export function apiActor(req: FastifyRequest): AuditActor {
  const admin = req.admin;
  if (!admin) throw new Error("apiActor is for admin calls only: requireAdmin sets req.admin.");
  return { id: admin.id, email: admin.email, role: admin.role, address: req.ip };
}
