// Where a study goal and a city lead: the city's page of the college directory, narrowed to the goal's
// discipline and level where the catalogue records them (AICTE programmes, NMC seats). Goals the catalogue
// cannot tell apart (B.Com, BA, B.Sc, pharmacy…) lead to every institution of the city, and say so.

const GOAL_FILTERS: Record<string, string> = {
  "BE/BTech": "stream=engineering&level=undergraduate",
  Diploma: "stream=engineering&level=diploma",
  "ME/M.Tech": "stream=engineering&level=postgraduate",
  "MBA/PGDM": "stream=management&level=postgraduate",
  "BBA/BMS": "stream=management&level=undergraduate",
  MBA: "stream=management&level=postgraduate",
  MBBS: "stream=medicine",
  "B.Des": "stream=design&level=undergraduate",
  "M.Des": "stream=design&level=postgraduate",
};

/** The directory list a goal and a city open: /colleges/maharashtra/pune?stream=engineering&level=… */
export function goalListHref(goal: string, cityHref: string): string {
  const filters = GOAL_FILTERS[goal];
  return filters ? `${cityHref}?${filters}` : cityHref;
}

/** True when the directory can narrow its list to this goal. */
export function goalIsFiltered(goal: string): boolean {
  return goal in GOAL_FILTERS;
}

/** Every goal-and-city list the goal panel can open, for counting them once. */
export function allGoalListHrefs(cityHrefs: string[]): string[] {
  return Object.keys(GOAL_FILTERS).flatMap((goal) => cityHrefs.map((href) => goalListHref(goal, href)));
}
