// Which quotas a candidate may hold, and where: one description, read by the predictor (as a condition on the
// seat pools in SQL, predict.server.ts) and by the mock allotment (pool by pool, mock-allotment.server.ts), so
// the two cannot disagree on whose seat is whose. Safe in the browser.
import type { CutoffBody } from "../../db/cutoffs-schema.ts";
import { MCC_PAID_QUOTAS } from "./seat-kinds.ts";

/**
 * Which quotas a candidate may hold, and where.  * JoSAA: all-India (AI) everywhere; home state (HS) only at institutes in the candidate's home state; other
 * state (OS) everywhere else; JK and LA (NIT Srinagar) for candidates from Jammu and Kashmir and from Ladakh;
 * AP (NIT Warangal until 2019) for Andhra Pradesh. GO (NIT Goa) is left out: who may hold it is not in the data.
 * MCC: All India and Deemed/Paid seats for everyone; Delhi University, IP University and Delhi NCR nursing
 * quotas for candidates from Delhi; Puducherry's UT-domicile quota for Puducherry; the others (ESI, NRI,
 * armed-forces wards, minority and university-internal quotas) need facts the predictor does not ask.
 */
const QUOTA_RULES = {
  josaa: {
    everyone: ["AI"],
    homeState: ["HS"],
    otherState: ["OS"],
    byState: { JK: "Jammu and Kashmir", LA: "Ladakh", AP: "Andhra Pradesh" } as Record<string, string>,
  },
  mcc: {
    everyone: ["All India", "Deemed/Paid Seats Quota"],
    byState: {
      "Delhi University Quota": "Delhi",
      "IP University Quota": "Delhi",
      "B.Sc Nursing Delhi NCR": "Delhi",
      "Internal -Puducherry UT Domicile": "Puducherry",
    } as Record<string, string>,
  },
} as const;

/** Where each quota a candidate may hold can be held; null: the body's seats carry no quota to choose. */
export interface QuotaReach {
  /** At every institute */
  anywhere: string[];
  /** Only at institutes in the candidate's home state */
  inHomeState: string[];
  /** Only at institutes outside it; at every institute when no home state is given (said in the notes) */
  outsideHomeState: string[];
}

const byStateOf = (byState: Record<string, string>, homeState: string | undefined) =>
  Object.entries(byState)
    .filter(([, state]) => state === homeState)
    .map(([quota]) => quota);

/** The quotas a candidate from `homeState` may hold in `counselling`; `governmentOnly` leaves out MCC's paid ones. */
export function quotaReach(
  counselling: CutoffBody,
  homeState: string | undefined,
  governmentOnly = false,
): QuotaReach | null {
  const none: string[] = [];
  switch (counselling) {
    case "josaa": {
      const { everyone, homeState: home, otherState, byState } = QUOTA_RULES.josaa;
      return {
        anywhere: [...everyone, ...byStateOf(byState, homeState)],
        inHomeState: homeState ? [...home] : none,
        outsideHomeState: [...otherState],
      };
    }
    case "mcc": {
      const { everyone, byState } = QUOTA_RULES.mcc;
      const quotas = [...everyone, ...byStateOf(byState, homeState)];
      return {
        anywhere: quotas.filter((q) => !governmentOnly || !MCC_PAID_QUOTAS.includes(q)),
        inHomeState: none,
        outsideHomeState: none,
      };
    }
    // OJEE: All India for everyone, Home State for Odisha's candidates, Other State for the others (and when no
    // home state is given); OL is left out: the source does not say what it is.
    case "ojee":
      return { anywhere: ["AI", homeState === "Odisha" ? "HS" : "OS"], inHomeState: none, outsideHomeState: none };
    case "wbjee":
    case "wbjee-jee-main":
      return {
        anywhere: ["All India", ...(homeState === "West Bengal" ? ["Home State"] : [])],
        inHomeState: none,
        outsideHomeState: none,
      };
    default:
      // MHT-CET prints the level in the seat type; KCET, COMEDK, KEAM and ACPC's seats are all their state's.
      return null;
  }
}

/** Whether a candidate from `homeState` may hold `quota` at an institute in `state` (one pool of the mock allotment). */
export function quotaOpenTo(
  counselling: CutoffBody,
  quota: string | null,
  state: string | null,
  homeState: string | undefined,
): boolean {
  const reach = quotaReach(counselling, homeState);
  if (!reach) return true;
  if (quota === null) return false;
  return (
    reach.anywhere.includes(quota) ||
    (reach.inHomeState.includes(quota) && state === homeState) ||
    (reach.outsideHomeState.includes(quota) && (homeState === undefined || state !== homeState))
  );
}
