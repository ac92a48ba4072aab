// SPEC.md §2's four notices, loaded once with their own dates; each is shown for 30 days after its date
// (so these, from July 2024, are kept for the record but no longer shown as latest). Staff add and edit
// notices in the admin area (/admin/notifications).
import type { NotificationInput } from "../../domain/notifications/notifications.schema.ts";

export const specNotifications: NotificationInput[] = [
  {
    text: "JEE Advanced 2024 result declared: check your rank and JoSAA counselling dates",
    href: "/exam/jee-main",
    publishedOn: "2024-07-28",
    showUntil: "2024-08-27",
  },
  {
    text: "GATE 2025 dates announced: exam on 1, 2, 15 and 16 February 2025",
    href: "/exam/gate",
    publishedOn: "2024-07-27",
    showUntil: "2024-08-26",
  },
  {
    text: "NEET UG 2024 revised cutoff and scorecard released after the re-evaluation",
    href: "/exam/neet-ug",
    publishedOn: "2024-07-26",
    showUntil: "2024-08-25",
  },
  {
    text: "CUET UG 2024 re-test result out for candidates who appeared on 19 July",
    href: "/Exam",
    publishedOn: "2024-07-25",
    showUntil: "2024-08-24",
  },
];
