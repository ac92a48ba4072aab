// The kinds of staff account (domain/admins/roles.ts says what each may do), and the purposes of a staff
// member's one-time link. Here, free of the table definitions, so the browser can load them.
export const staffRoles = ["admin", "editor", "counsellor", "moderator"] as const;
export type StaffRole = (typeof staffRoles)[number];
/**
 * Every kind of account: the staff's, and an institution's representative's (decision 059), which signs in the
 * same way but opens none of the admin area, only its institution's (`/institution`).
 */
export const accountRoles = [...staffRoles, "representative"] as const;
export type AccountRole = (typeof accountRoles)[number];

/** invite: a colleague's staff account; reset: a new password; claim: an institution's representative (decision 059) */
export const staffLinkPurposes = ["invite", "reset", "claim"] as const;
export type StaffLinkPurpose = (typeof staffLinkPurposes)[number];
