// Who makes an admin page's change, for the audit trail (domain/audit): the signed-in staff member (set by
// the admin guard) and the client's address.
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#context";
import type { AuditActor } from "../../domain/audit/audit.server.ts";
import { adminSessionContext } from "./admin-session.server.ts";

export function auditActor(context: Readonly<RouterContextProvider>): AuditActor {
  const admin = context.get(adminSessionContext);
  return {
    id: admin.adminId,
    email: admin.email,
    role: admin.role,
    address: context.get(requestInfoContext).clientAddress,
  };
}
