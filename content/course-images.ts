// Three drawings for each course page (the project's own SVGs), chosen by the course's field of study.
export interface CourseImage {
  src: string;
  alt: string;
}

const sets: [RegExp, string[]][] = [
  [/nursing/i, ["nurse", "hospital", "stethoscope"]],
  [/mbbs|md|ms|medic/i, ["stethoscope", "hospital", "flask"]],
  [/tech|b\.?e\b|engineer|bca|mca/i, ["laptop-code", "circuit", "bridge"]],
  [/mba|bba|pgdm|manage/i, ["chart", "campus", "globe"]],
  [/com|account|financ/i, ["ledger", "chart", "books"]],
  [/sc|math|physic|chem/i, ["atom", "formula", "flask"]],
];

const labels: Record<string, string> = {
  nurse: "A nurse at work",
  hospital: "A teaching hospital",
  stethoscope: "A stethoscope",
  flask: "A laboratory flask",
  "laptop-code": "A laptop with code",
  circuit: "An electronic circuit",
  bridge: "A bridge, for civil engineering",
  chart: "A rising business chart",
  campus: "A college campus",
  globe: "A globe",
  ledger: "An account ledger",
  books: "A stack of books",
  atom: "An atom",
  formula: "A mathematical formula",
};

export function courseImages(course: string): CourseImage[] {
  const names = sets.find(([pattern]) => pattern.test(course))?.[1] ?? ["campus", "books", "globe"];
  return names.map((name) => ({ src: `/images/ranking/${name}.svg`, alt: labels[name] }));
}
