// What a student paid, as the review's "What you paid" step asks it: the academic years offered and the quotas
// (the bounds of a yearly fee and how a rupee figure is read are domain/rupees.ts's).
// Plain code with no validation library, so the review page can draw the step without loading zod; the
// rules themselves are in reviews.schema.ts (docs/decisions/055-student-reported-fees.md).

/** How many approved reports of one programme and year a figure needs before it is shown (reported-fees.server.ts). */
export const FEE_REPORTS_NEEDED = 3;

/** How many academic years the form offers, the current one first. */
const YEARS_OFFERED = 5;

/**
 * The academic years a student may report fees for on `today` (YYYY-MM-DD, India): the year under way
 * (from June, when Indian colleges start) and the four before it, latest first, as "2025-26".
 */
export function recentAcademicYears(today: string): string[] {
  const [year, month] = today.split("-").map(Number);
  const current = month >= 6 ? year : year - 1;
  return Array.from({ length: YEARS_OFFERED }, (_, i) => {
    const start = current - i;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}

/** The quota or category a student was admitted in, as the form offers them. */
export const admissionQuotas = [
  "General / open merit",
  "EWS",
  "OBC",
  "SC",
  "ST",
  "State quota",
  "All India quota",
  "Management quota",
  "NRI quota",
  "Other",
] as const;

/**
 * The kind of seat a quota is, for grouping what students paid: a management or NRI seat usually costs several
 * times a merit seat of the same programme, so their figures are never put in one range (decision 055). The
 * categories and state or all-India quotas are merit seats; "Other" and no answer say nothing of the seat.
 */
export type SeatKind = "merit" | "paid" | "unstated";

export function seatKindOf(quota: string | null): SeatKind {
  if (quota === "Management quota" || quota === "NRI quota") return "paid";
  if (!quota || quota === "Other") return "unstated";
  return (admissionQuotas as readonly string[]).includes(quota) ? "merit" : "unstated";
}

// Degrees by the way students write them, the first word(s) of the course: "B.Tech CSE", "BE Mech",
// "Bachelor of Technology" all report B.E./B.Tech fees.
const degrees: [RegExp, string][] = [
  [/^(b ?tech|b ?e|bachelor of (technology|engineering))\b/, "B.E./B.Tech"],
  [/^(m ?tech|m ?e|master of (technology|engineering))\b/, "M.E./M.Tech"],
  [/^(mbbs)\b/, "MBBS"],
  [/^(bds)\b/, "BDS"],
  [/^(b ?sc nursing)\b/, "B.Sc Nursing"],
  [/^(mba|pgdm|master of business administration)\b/, "MBA/PGDM"],
  [/^(ba ?llb|bba ?llb)\b/, "Integrated LLB"],
  [/^(bba|bms)\b/, "BBA/BMS"],
  [/^(bca)\b/, "BCA"],
  [/^(mca)\b/, "MCA"],
  [/^(b ?com|bachelor of commerce)\b/, "B.Com"],
  [/^(m ?com)\b/, "M.Com"],
  [/^(b ?sc|bachelor of science)\b/, "B.Sc"],
  [/^(m ?sc|master of science)\b/, "M.Sc"],
  [/^(b ?pharm|b ?pharma|bachelor of pharmacy)\b/, "B.Pharm"],
  [/^(m ?pharm)\b/, "M.Pharm"],
  [/^(b ?arch)\b/, "B.Arch"],
  [/^(b ?des)\b/, "B.Des"],
  [/^(llb)\b/, "LLB"],
  [/^(llm)\b/, "LLM"],
  [/^(b ?ed)\b/, "B.Ed"],
  [/^(ba|bachelor of arts)\b/, "BA"],
  [/^(ma|master of arts)\b/, "MA"],
  [/^(ph ?d)\b/, "PhD"],
];

/**
 * The programme a review's fees are grouped under: the degree its course names ("B.Tech Computer
 * Science" → B.E./B.Tech), else the course itself in lower case without punctuation. `label` is shown.
 */
export function feeProgramme(courseName: string): { key: string; label: string } {
  const words = courseName
    .toLowerCase()
    .replace(/[.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  for (const [pattern, label] of degrees) if (pattern.test(words)) return { key: label.toLowerCase(), label };
  return { key: words, label: courseName.trim() };
}
