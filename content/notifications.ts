// The site banner's headline (SPEC.md §2). Its Latest Notifications are dated notices staff edit in the
// admin area (domain/notifications/; SPEC.md's four were loaded from seed/data/notifications.ts).

export const siteHeadline = "Find the right college, course and exam for you";
export const siteSubline =
  "Compare colleges across India by rank, fees and placements, track exam dates and get free admission counselling.";
