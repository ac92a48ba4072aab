// What staff may do with an enquiry, decided from the consent the student gave and has not withdrawn, in one
// place: the enquiry page (which says beforehand why it would refuse), its actions and any API call ask
// followUpRefusal and act only on undefined. Pure: the caller reads the enquiry and passes the clock's `now`.
import { may } from "../admins/roles.ts";
import { accountRoles } from "../../db/staff-values.ts";
import { indiaDateTime, minutesOfDayInIndia } from "../clock.ts";

/** Calls are made, and the next one set, only between these hours India time (09:00 to 21:00). */
const CALL_HOURS = { from: 9 * 60, to: 21 * 60 } as const;
/** At most this many call attempts in any 7 days: a student who does not answer is not hounded. */
export const MAX_CALLS_PER_WEEK = 3;
const WEEK_MS = 7 * 86_400_000;

/** The enquiry as the rules need it; undefined when it is not there (erased, or deleted after retention). */
export interface FollowUpState {
  withdrawnAt: Date | null;
  ageBand: string | null;
  guardianConfirmedAt: Date | null;
  /** The student agreed to calls and has not withdrawn it */
  callConsent: boolean;
  /** When each call was logged, any order (those older than a week may be left out) */
  calls: Date[];
}

/** A call logged now, the next call set for `at`, or anything else (a status, a note, an assignment). */
export type FollowUpAction = { kind: "call" } | { kind: "schedule"; at: Date } | { kind: "update" };

export interface Refusal {
  /**
   * 404: the enquiry is not there; 403: another staff member follows it up; 409: it is, but the student's
   * consent or the rules forbid this
   */
  status: 403 | 404 | 409;
  message: string;
  /** The form field the refusal is about, when it is one (the next call's time) */
  field?: string;
}

/** The message when a counsellor reaches an enquiry someone else follows up. */
export const OTHERS_ENQUIRY =
  "Another staff member follows up this enquiry. Counsellors work on their own queue and the pool: ask an admin to give it to you.";

/**
 * Whose enquiries a staff member may open and move on (decision 058): every one with "all-leads" (admins);
 * otherwise their own and the pool's, so a counsellor sees the students they call and no one else's.
 */
export function othersEnquiry(
  staff: { id: string | null; role: string | null },
  assignedTo: string | null,
): Refusal | undefined {
  const role = accountRoles.find((r) => r === staff.role);
  if (role && may(role, "all-leads")) return undefined;
  if (assignedTo === null || assignedTo === staff.id) return undefined;
  return { status: 403, message: OTHERS_ENQUIRY };
}

export function followUpRefusal(
  lead: FollowUpState | undefined,
  action: FollowUpAction,
  now: Date,
): Refusal | undefined {
  if (!lead) {
    return { status: 404, message: "This enquiry is no longer held: the student erased it, or it passed retention." };
  }
  if (lead.withdrawnAt) {
    return {
      status: 409,
      message: `The student withdrew their consent on ${indiaDateTime(lead.withdrawnAt)}: no more follow-up.`,
    };
  }
  if (action.kind === "update") return undefined;
  const field = action.kind === "schedule" ? "nextCallAt" : undefined;
  const refuse = (message: string): Refusal => ({ status: 409, message, field });
  if (!lead.callConsent) return refuse("The student did not agree to calls (or has withdrawn that): do not call.");
  if (lead.ageBand === "under-18" && !lead.guardianConfirmedAt) {
    return refuse("The student is under 18 and a parent or guardian has not agreed yet: do not call.");
  }
  const at = action.kind === "schedule" ? action.at : now;
  if (action.kind === "schedule" && at.getTime() <= now.getTime())
    return refuse("The next call must be later than now.");
  const minutes = minutesOfDayInIndia(at);
  if (minutes < CALL_HOURS.from || minutes >= CALL_HOURS.to) {
    const when = action.kind === "schedule" ? `${indiaDateTime(at)} is` : `it is ${indiaDateTime(at).slice(11)} now,`;
    return refuse(`Calls are made between 09:00 and 21:00 India time; ${when} outside those hours.`);
  }
  // The three latest calls in the 7 days up to the call: the oldest of them decides when a fourth is allowed.
  const recent = lead.calls
    .filter((c) => c.getTime() > at.getTime() - WEEK_MS && c.getTime() <= at.getTime())
    .sort((a, b) => b.getTime() - a.getTime());
  if (recent.length >= MAX_CALLS_PER_WEEK) {
    const allowed = new Date(recent[MAX_CALLS_PER_WEEK - 1].getTime() + WEEK_MS);
    return refuse(
      `${MAX_CALLS_PER_WEEK} calls have been made in the 7 days up to then, the most allowed; the next may be from ${indiaDateTime(allowed)} India time.`,
    );
  }
  return undefined;
}
