// A review's moderation states, in a module of their own so the browser can load the review form's schema
// without the table definitions (and drizzle with them).
export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
