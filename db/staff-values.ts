// The kinds of staff account (domain/admins/roles.ts says what each may do), and the purposes of a staff
// member's one-time link. Here, free of the table definitions, so the browser can load them.
export const staffRoles = ["admin", "editor", "counsellor", "moderator"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffLinkPurposes = ["invite", "reset"] as const;
export type StaffLinkPurpose = (typeof staffLinkPurposes)[number];
