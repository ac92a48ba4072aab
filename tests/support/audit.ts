// The staff member tests act as when a domain write asks who made it (the audit trail, decision 060).
import type { AuditActor } from "../../domain/audit/audit.server.ts";

export const testActor: AuditActor = { id: null, email: "tester@example.org", role: "admin", address: "127.0.0.1" };

/** The test actor under another email, where a test checks who did it. */
export const actorEmailed = (email: string): AuditActor => ({ ...testActor, email });
