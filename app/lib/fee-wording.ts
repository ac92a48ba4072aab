// How fees are said wherever they are shown: the institution's page, compare and the brochure word the fees
// an institution published (decision 059) and the ranges students reported (decision 055) alike, from here.
import type { ProgrammeFacts } from "../../domain/institution-facts/facts.schema.ts";
import type { FeeRange, ReportedFeeGroup } from "../../domain/reviews/reported-fees.server.ts";
import type { SeatKind } from "../../domain/reviews/review-fees.ts";
import { rupees } from "../../domain/rupees.ts";
import { formatDateText } from "./format.ts";

/** A programme's fees besides its tuition, as labelled beside their amounts ("Hostel a year: ₹80,000"). */
export function otherFees(p: ProgrammeFacts): { label: string; amount: string }[] {
  const fees: [string, number | undefined][] = [
    ["Hostel a year", p.hostelPerYear],
    ["Mess a year", p.messPerYear],
    ["One-time fees", p.oneTimeFees],
  ];
  return fees.flatMap(([label, value]) => (value === undefined ? [] : [{ label, amount: rupees(value) }]));
}

/** "Applications from 1 May 2027 until 30 June 2027" (or only one end), or null when no date was published. */
export function applicationWindow(p: Pick<ProgrammeFacts, "applyFrom" | "applyUntil">): string | null {
  if (!p.applyFrom && !p.applyUntil) return null;
  return [
    "Applications",
    ...(p.applyFrom ? [`from ${formatDateText(p.applyFrom)}`] : []),
    ...(p.applyUntil ? [`until ${formatDateText(p.applyUntil)}`] : []),
  ].join(" ");
}

/** "tuition ₹1,20,000–₹1,80,000 a year (median ₹1,50,000)", or one figure when all reports agree. */
function feeRangeText(what: string, r: FeeRange): string {
  const span = r.min === r.max ? rupees(r.min) : `${rupees(r.min)}–${rupees(r.max)}`;
  return `${what} ${span} a year (median ${rupees(r.median)})`;
}

const SEATS: Record<SeatKind, string> = {
  merit: " (merit seats: open, reserved, state or all-India quota)",
  paid: " (management or NRI quota)",
  unstated: " (quota not given)",
};

/**
 * What follows a reported group's programme: " (management or NRI quota): tuition ₹…–₹… a year (median ₹…);
 * hostel …, reported by 7 students, 2025-26".
 */
export function reportedFeeText(g: ReportedFeeGroup): string {
  const ranges = [
    g.tuition ? feeRangeText("tuition", g.tuition) : null,
    g.hostel ? feeRangeText("hostel", g.hostel) : null,
  ].filter(Boolean);
  return `${SEATS[g.seats]}: ${ranges.join("; ")}, reported by ${g.reports} students, ${g.year}`;
}

/** Where students' ranges come from, said beside them. */
export const REPORTED_FEES_SOURCE =
  "Reported by students in reviews our staff checked before publishing; not an official figure.";
