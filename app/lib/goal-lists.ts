// Where a study goal and a city lead: the city's page of the college directory, narrowed to the goal's course,
// or its stream and level, where the catalogue records them (AICTE programmes, NMC seats, counselling
// programmes; decision 054). Goals no list of programmes names (B.Com, BA, B.Sc, B.Pharm…) lead to every
// institution of the city, and say so: a name saying "pharmacy" does not say which course.

const GOAL_FILTERS: Record<string, string> = {
  "BE/BTech": "course=btech",
  Diploma: "stream=engineering&level=diploma",
  "ME/M.Tech": "stream=engineering&level=postgraduate",
  "MBA/PGDM": "course=mba",
  "BBA/BMS": "course=bba",
  MBA: "course=mba",
  MBBS: "course=mbbs",
  "B.Des": "stream=design&level=undergraduate",
  "M.Des": "stream=design&level=postgraduate",
};

/** The directory list a goal and a city open: /colleges/maharashtra/pune?course=btech */
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
