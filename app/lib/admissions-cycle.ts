// The admissions cycle the portal speaks of as "this year": the one place its "Admissions …", "College
// Ranking …", "Top Courses …", copyright and brochure years come from (docs/decisions/026-admissions-cycle-and-dated-content.md).
// A source's own year ("NIRF 2025", "JoSAA 2025", "AISHE 2021-22") is a fact about the data and never
// follows this. Change it once a year, when the new cycle opens.

/** "2026-27": the academic year whose admissions the portal is for */
export const ADMISSIONS_CYCLE = "2026-27";

/** 2026: the calendar year the cycle opens in (the copyright and brochure year) */
export const CYCLE_YEAR = Number(ADMISSIONS_CYCLE.slice(0, 4));
