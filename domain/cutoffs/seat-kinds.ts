// What kind of seat a result is, in words a student and a parent read without knowing the counselling body's
// codes: from the quota the body printed and, for MCC's All-India quota, the institute (AIIMS, JIPMER, ESIC
// colleges are all in that quota). `paid` marks the quotas whose fees are far above a government seat's, which
// "Government seats only" hides. Safe in the browser.
import type { CutoffBody } from "../../db/cutoffs-schema.ts";
import { isStateBody, stateCategoryLabel, stateQuotaLabel } from "./state-counselling.ts";

export interface SeatKind {
  label: string;
  /** Deemed-university, NRI, self-financing and foreign-country quotas: fees far above a government seat's */
  paid: boolean;
}

const JOSAA_QUOTAS: Record<string, string> = {
  AI: "All-India quota",
  HS: "Home-state quota",
  OS: "Other-state quota",
  JK: "Jammu and Kashmir quota",
  LA: "Ladakh quota",
  AP: "Andhra Pradesh quota",
  GO: "Goa quota",
};

/** MCC's quotas whose seats cost far more than a government seat (deemed universities, NRI, self-finance). */
export const MCC_PAID_QUOTAS = [
  "Deemed/Paid Seats Quota",
  "Non-Resident Indian",
  "Non-Resident Indian(AMU)Quota",
  "Non-Resident Indian(Jamia)Quota",
  "(AMU)Self finance internal",
  "Foreign Country Quota",
];

/** MCC's quotas other than All India and the paid ones, in plain words. */
const MCC_QUOTAS: Record<string, string> = {
  "Deemed/Paid Seats Quota": "Deemed university (paid seat): fees are usually far higher",
  "Non-Resident Indian": "NRI quota (paid seat): fees are usually far higher",
  "Non-Resident Indian(AMU)Quota": "Aligarh Muslim University NRI quota (paid seat)",
  "Non-Resident Indian(Jamia)Quota": "Jamia Millia Islamia NRI quota (paid seat)",
  "(AMU)Self finance internal": "Aligarh Muslim University self-financing internal seat (paid seat)",
  "Foreign Country Quota": "Foreign nationals' quota (paid seat)",
  "Delhi University Quota": "Central university, Delhi University quota (Delhi candidates)",
  "IP University Quota": "State university, IP University quota (Delhi candidates)",
  "B.Sc Nursing Delhi NCR": "Delhi NCR nursing quota",
  "B.Sc Nursing Delhi NCR CW Quota": "Delhi NCR nursing quota for armed-forces wards",
  "B.Sc Nursing IP CW Quota": "IP University nursing quota for armed-forces wards",
  "Internal -Puducherry UT Domicile": "JIPMER, Puducherry domicile quota",
  "Employees State Insurance Scheme(ESI)": "ESIC, quota for children of insured persons",
  "Employees State Insurance Scheme Nursing Quota (ESI- IP Quota Nursing)":
    "ESIC nursing, quota for children of insured persons",
  "Delhi NCR Children/Widows of Personnel of the Armed Forces (CW) DU Quota":
    "Delhi University quota for armed-forces wards",
  "Delhi NCR Children/Widows of Personnel of the Armed Forces (CW) IP Quota":
    "IP University quota for armed-forces wards",
  "Aligarh Muslim University (AMU) Quota": "Central university, Aligarh Muslim University internal quota",
  "Jamia Internal Quota": "Central university, Jamia Millia Islamia internal quota",
  "Jain Minority Quota": "Jain minority quota",
  "Muslim Minority Quota": "Muslim minority quota",
  "Muslim OBC Quota": "Muslim OBC quota",
  "Muslim Quota": "Muslim quota",
  "Muslim ST Quota": "Muslim ST quota",
  "Muslim Women Quota": "Muslim women quota",
};

/** MCC's All-India quota holds every kind of government college: the institute's name says which. */
function mccAllIndia(institute: string): string {
  if (/all india institute of medical sciences|\bAIIMS\b/i.test(institute)) return "AIIMS, All-India seat";
  if (/jawaharlal institute of post ?graduate|\bJIPMER\b/i.test(institute)) return "JIPMER, All-India seat";
  if (/\bESIC?\b|employees'? state insurance/i.test(institute)) return "ESIC college, All-India quota";
  if (
    /banaras hindu university|\bBHU\b|aligarh muslim university|\bAMU\b|jamia millia|university college of medical sciences/i.test(
      institute,
    )
  )
    return "Central university, All-India quota";
  return "Government seat, All-India quota";
}

/** The CET Cell's seat-type code's level: home university, other university, state level, and the special seats. */
function cetKind(seatType: string): string {
  if (seatType === "TFWS") return "Tuition fee waiver seat, state level";
  if (seatType === "EWS") return "EWS seat, state level";
  if (seatType === "MI") return "Minority seat";
  if (seatType === "ORPHAN") return "Orphan seat, state level";
  const level = seatType.at(-1);
  if (level === "H") return "Home-university seat";
  if (level === "O") return "Other-than-home-university seat";
  return "State-level seat";
}

/** A seat's kind in words, from its body, quota (as printed), seat type and the institute's name. */
export function seatKind(
  counselling: CutoffBody,
  seat: { quota: string | null; seatType: string; institute: string },
): SeatKind {
  if (isStateBody(counselling)) {
    // A state body's seat: its category and quota in the body's own plain words (state-counselling.ts).
    const words = [
      stateCategoryLabel(counselling, seat.seatType),
      seat.quota && stateQuotaLabel(counselling, seat.quota),
    ];
    return { label: words.filter(Boolean).join(", "), paid: false };
  }
  if (counselling === "mcc") {
    const quota = seat.quota ?? "";
    if (quota === "All India") return { label: mccAllIndia(seat.institute), paid: false };
    return { label: MCC_QUOTAS[quota] ?? `MCC quota: ${quota}`, paid: MCC_PAID_QUOTAS.includes(quota) };
  }
  if (counselling === "mhtcet") return { label: cetKind(seat.seatType), paid: false };
  const quota = seat.quota ?? "";
  return { label: JOSAA_QUOTAS[quota] ?? `Quota ${quota}`, paid: false };
}
