// The "Latest Notifications" box shown on every page (SPEC.md §2): static exam news dated 25–28 July 2024.

export interface SiteNotification {
  date: string;
  /** ISO date for <time dateTime> */
  iso: string;
  text: string;
  href: string;
}

export const siteHeadline = "Find the right college, course and exam for you";
export const siteSubline =
  "Compare colleges across India by rank, fees and placements, track exam dates and get free admission counselling.";

export const notifications: SiteNotification[] = [
  {
    date: "28 July 2024",
    iso: "2024-07-28",
    text: "JEE Advanced 2024 result declared: check your rank and JoSAA counselling dates",
    href: "/exam/jee-main-2025",
  },
  {
    date: "27 July 2024",
    iso: "2024-07-27",
    text: "GATE 2025 dates announced: exam on 1, 2, 15 and 16 February 2025",
    href: "/exam/gate-2025",
  },
  {
    date: "26 July 2024",
    iso: "2024-07-26",
    text: "NEET UG 2024 revised cutoff and scorecard released after the re-evaluation",
    href: "/exam/neet-ug-2025",
  },
  {
    date: "25 July 2024",
    iso: "2024-07-25",
    text: "CUET UG 2024 re-test result out for candidates who appeared on 19 July",
    href: "/Exam",
  },
];
