// Which capability (domain/admins/roles.ts) each part of the admin area needs, by the first segment after
// /admin/: read by the guard (admin-session.server.ts) for every page, form and export, and by the menu. A
// segment not listed here is refused to everyone but admins, so a new page is never open by mistake.
import { type Capability, may } from "../../domain/admins/roles.ts";
import type { AccountRole } from "../../db/staff-values.ts";

const content = [
  "cardslider",
  "add_cardslider",
  "collegepage",
  "add_collegepage",
  "navcoursepagelist",
  "add_navcoursepagelist",
  "stream",
  "add_stream",
  "program",
  "add_program",
  "notifications",
  "add_notification",
  "notification",
  "exam-dates",
  "add_exam-date",
  "exam-date",
  "admission-alerts",
  "add_admission-alert",
  "admission-alert",
  "scholarships",
  "add_scholarship",
  "scholarship",
  "data",
  // Institutions' claims and the facts they publish (decision 059): an editor's to check.
  "institutions",
];

const sections: Record<string, Capability> = {
  ...Object.fromEntries(content.map((segment) => [segment, "content" as const])),
  dashboard: "dashboard",
  leads: "leads",
  reviews: "reviews",
  staff: "staff",
  // The audit trail (decision 060): who did what, for admins only.
  audit: "staff",
  account: "account",
};

// Addresses inside a section that need more than the section does: the CSV of every enquiry is not a
// counsellor's (their own queue and the pool are; decision 058).
const pages: Record<string, Capability> = { "leads/export": "all-leads" };

/** The capability an /admin/… address needs ("staff", an admin's, for anything not listed). */
export function capabilityOf(pathname: string): Capability {
  const [, segment = "", page] = /^\/admin\/([^/]+)(?:\/([^/]+))?/.exec(pathname) ?? [];
  const inner = `${segment}/${page}`;
  if (page && Object.hasOwn(pages, inner)) return pages[inner];
  return Object.hasOwn(sections, segment) ? sections[segment] : "staff";
}

/** Whether this role may open this admin address (the menu shows only these). */
export function mayOpen(role: AccountRole, pathname: string): boolean {
  return may(role, capabilityOf(pathname));
}

/** Where a role starts after signing in: the first of these it may open. */
export function homeOf(role: AccountRole): string {
  if (role === "representative") return "/institution";
  const start = ["/admin/dashboard", "/admin/collegepage", "/admin/reviews", "/admin/account"];
  return start.find((path) => mayOpen(role, path)) ?? "/admin/account";
}
