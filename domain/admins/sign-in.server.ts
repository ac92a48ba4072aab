// Signing an admin in: the /admin page's action and POST /api/admin/admin_login both call signIn, so the two
// ways in apply the same throttle and the same checks, and only translate its answer into a page or JSON.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { admins } from "../../db/schema.ts";
import { recordAudit } from "../audit/audit.server.ts";
import { maskEmail } from "../audit/masking.ts";
import { type Admin, authenticate } from "./admins.server.ts";
import { forgetQuietKeys, forgiveAttempt, reserveAttempt, throttleKeys } from "./login-throttle.server.ts";
import { createSession, deleteSession, getSessionByToken, type NewSession } from "./sessions.server.ts";
import { acceptSignInCode } from "./totp.server.ts";

export interface SignInAttempt {
  email: string;
  password: string;
  /** "Remember me": a 30-day session instead of one that ends with the browser */
  remember: boolean;
  /** The authenticator app's code, for an account that turned the second factor on */
  code?: string;
  /** The client's address, as the server was told to trust it */
  clientAddress: string;
  /** Where failed and refused attempts are noted (the request's logger) */
  log?: SignInLog;
}

/** Outcomes only, never the email or the address: an outcome is enough to see an attack in the logs. */
interface SignInLog {
  info(message: string): void;
  warn(fields: { retryAfterSeconds: number }, message: string): void;
}

export type SignInResult =
  | { outcome: "signed-in"; admin: Admin; session: NewSession }
  | { outcome: "wrong"; message: string }
  | { outcome: "code-needed"; message: string }
  | { outcome: "throttled"; retryAfterSeconds: number; message: string };

const WRONG_CREDENTIALS = "Invalid email or password";
const WRONG_CODE = "Invalid email, password or authenticator code";
const CODE_NEEDED =
  "This account signs in with an authenticator code too: enter your password again and the 6-digit code from your app.";

export async function signIn(db: Database, attempt: SignInAttempt, now = new Date()): Promise<SignInResult> {
  const keys = throttleKeys(attempt.email, attempt.clientAddress);
  const reservation = await reserveAttempt(db, keys, now);
  if (!reservation.allowed) {
    const { retryAfterSeconds } = reservation;
    attempt.log?.warn({ retryAfterSeconds }, "sign-in refused: too many attempts");
    await recordFailure(db, attempt, "sign-in.throttled", now);
    return { outcome: "throttled", retryAfterSeconds, message: throttledMessage(retryAfterSeconds) };
  }
  const admin = await authenticate(db, attempt.email, attempt.password);
  if (!admin) {
    await forgetQuietKeys(db, now);
    attempt.log?.info("sign-in failed: wrong email or password");
    await recordFailure(db, attempt, "sign-in.failed", now);
    return { outcome: "wrong", message: WRONG_CREDENTIALS };
  }
  // The second factor: a right password alone still counts as an attempt, so codes cannot be guessed beyond
  // the throttle's limit either.
  if (admin.totp) {
    if (!attempt.code) return { outcome: "code-needed", message: CODE_NEEDED };
    if (!(await acceptSignInCode(db, admin.id, admin.totp.secret, attempt.code, now))) {
      attempt.log?.info("sign-in failed: wrong authenticator code");
      await recordFailure(db, attempt, "sign-in.failed", now, "wrong authenticator code");
      return { outcome: "wrong", message: WRONG_CODE };
    }
  }
  await forgiveAttempt(db, keys);
  await db.update(admins).set({ lastSignInAt: now }).where(eq(admins.id, admin.id));
  const session = await createSession(db, admin.id, { persistent: attempt.remember, now });
  await recordAudit(db, {
    actor: { id: admin.id, email: admin.email, role: admin.role, address: attempt.clientAddress },
    action: "sign-in",
    subject: { kind: "account", id: admin.id, label: admin.email },
    at: now,
  });
  return { outcome: "signed-in", admin, session };
}

/**
 * A failed or refused attempt in the audit trail: the address typed is masked (it may be a stranger's, or a
 * password typed into the wrong box), and the password is never read here.
 */
function recordFailure(
  db: Database,
  attempt: SignInAttempt,
  action: string,
  at: Date,
  reason = "wrong email or password",
) {
  return recordAudit(db, {
    actor: { id: null, email: maskEmail(attempt.email), role: null, address: attempt.clientAddress },
    action,
    changes: action === "sign-in.failed" ? { reason: { before: null, after: reason } } : {},
    at,
  });
}

/** What the person signing in reads: the real time left, rounded up to whole minutes past the first. */
export function throttledMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/** Signing out (the /admin/logout page and POST /api/admin/logout): the session ends, and the trail says who left. */
export async function signOut(db: Database, token: string, clientAddress: string): Promise<void> {
  const session = await getSessionByToken(db, token);
  await deleteSession(db, token);
  if (!session) return;
  await recordAudit(db, {
    actor: { id: session.adminId, email: session.email, role: session.role, address: clientAddress },
    action: "sign-out",
    subject: { kind: "account", id: session.adminId, label: session.email },
  });
}
