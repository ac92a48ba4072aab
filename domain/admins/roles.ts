// What each kind of staff account may do: the one list the admin pages' guard (app/lib/admin-session.server.ts,
// through app/lib/admin-sections.ts), the admin menu and the REST API's check (server/api/require-admin.ts)
// all read. A capability names a part of the admin area; a role is the capabilities it holds.
import { type AccountRole, type StaffRole, staffRoles } from "../../db/staff-values.ts";

export { staffRoles, type StaffRole };

export type Capability =
  /** The dashboard: lead counts and the chart, what has gone out of date */
  | "dashboard"
  /** College pages, card sliders, nav courses, streams, programs, dated content, data loads */
  | "content"
  /** Enquiries (leads) to follow up: one's own queue, the pool, and the enquiries of either */
  | "leads"
  /** Every enquiry: the whole list, its CSV export and the API's pages, and enquiries others follow up */
  | "all-leads"
  /** Students' reviews: approve, reject, take down */
  | "reviews"
  /** Staff accounts: invite, change a role, disable and enable */
  | "staff"
  /** One's own account: sessions, password, two-factor sign-in */
  | "account";

const roleCapabilities: Record<AccountRole, readonly Capability[]> = {
  admin: ["dashboard", "content", "leads", "all-leads", "reviews", "staff", "account"],
  editor: ["content", "account"],
  counsellor: ["dashboard", "leads", "account"],
  moderator: ["reviews", "account"],
  // An institution's representative opens none of the admin area: its own area is /institution (decision 059).
  representative: [],
};

export const roleLabels: Record<StaffRole, string> = {
  admin: "Admin (everything, staff accounts too)",
  editor: "Editor (content pages and data loads)",
  counsellor: "Counsellor (their own enquiries, the pool and the dashboard)",
  moderator: "Moderator (reviews)",
};

export function may(role: AccountRole, capability: Capability): boolean {
  return roleCapabilities[role].includes(capability);
}

/** The staff roles that hold `capability`: who may be given an enquiry, for "leads". */
export function rolesThatMay(capability: Capability): StaffRole[] {
  return staffRoles.filter((role) => may(role, capability));
}

/** What the refusal says, on a page and in the API's 403. */
export function refusalMessage(capability: Capability): string {
  return `Your staff role does not allow this (it needs the "${capability}" permission). Ask an admin if you need it.`;
}

/** Whether an account is the staff's (and so may be listed, invited, given a role). */
export function isStaffRole(role: AccountRole): role is StaffRole {
  return role !== "representative";
}
