// Which streams and courses a source says an institution offers. The directory claims a stream only where a
// source says so: an AICTE programme, NMC's MBBS seats, a NIRF list the institution is ranked in, a programme
// a counselling body admits to, or the institution's own name when it names the stream outright ("Law
// College", "College of Pharmacy"). A course comes only from a list of programmes, never from a name.
// Values are those of streamOptions and courseOptions (directory-filters.ts). Safe in the browser.

/** Bumped when a rule changes, so the catalogue reloads with the new streams (seed/catalogue.ts). */
export const streamRulesVersion = "streams-1";

export interface Offered {
  streams: string[];
  courses: string[];
}

const none = (): Offered => ({ streams: [], courses: [] });

// Words of a name, each between word boundaries, so "Lawrence" is not law and "Pharmacyst" not pharmacy.
const NAME_RULES: [string, RegExp][] = [
  [
    "Law",
    /\b(law (college|school|academy|institute|university)|(college|school|faculty|institute|university|centre|department) of (law|legal studies)|national law|legal studies|vidhi mahavidyalaya)\b/i,
  ],
  ["Pharmacy", /\b(pharmacy|pharmaceutical (sciences?|education|studies|research))\b/i],
  ["Dental", /\b(dental|dentistry)\b/i],
  ["Nursing", /\bnursing\b(?! home)/i],
  ["Architecture", /\barchitecture\b/i],
  [
    "Engineering",
    /\b(engineering college|(college|institute|school|faculty) of engineering|engineering and technology|polytechnic(?! \(d\.? ?pharm))\b/i,
  ],
  [
    "Management",
    /\b((institute|school|college|faculty|centre) of (business )?management|business school|school of business|management studies)\b/i,
  ],
  [
    "Arts, science and commerce",
    /\b(degree college|(?<!fine )arts college|(?<!fine )arts,? (and |& )?(science|commerce)|(college|faculty) of (arts|commerce)(?! and crafts)|science,? (and |& )?(arts|commerce)|commerce college)\b/i,
  ],
];

/** The streams an institution's names say it teaches ("Government Law College" → Law). */
export function streamsOfName(names: readonly string[]): string[] {
  return NAME_RULES.filter(([, rule]) => names.some((n) => rule.test(n))).map(([stream]) => stream);
}

// AICTE's disciplines as the directory names them.
const AICTE_STREAMS: Record<string, string> = {
  "ENGINEERING AND TECHNOLOGY": "Engineering",
  "AI & DATA SCIENCE": "Engineering",
  MANAGEMENT: "Management",
  "MANAGEMENT/IT/ ITES": "Management",
  LOGISTICS: "Management",
  "TRAVEL & TOURISM": "Hotel management",
  "HOTEL MANAGEMENT AND CATERING": "Hotel management",
  "COMPUTER APPLICATIONS": "Computer applications",
  "COMPUTER APPLICATION": "Computer applications",
  DESIGN: "Design",
  "APPLIED ARTS AND CRAFTS": "Arts and crafts",
  PLANNING: "Planning",
};

const COMPUTER_SCIENCE = /\bcomputer (science|engineering)\b|\bcse\b/i;
const UNDERGRADUATE = /^(under graduate|ug)$/i;

/** The stream of an AICTE discipline ("ENGINEERING AND TECHNOLOGY" → Engineering), or null. */
export function aicteStream(programme: string): string | null {
  return AICTE_STREAMS[programme.trim().toUpperCase()] ?? null;
}

/** An AICTE programme row: its discipline, level ("Under Graduate") and course ("MBA"). */
export function offeredByAicte(programme: string, level: string, course: string): Offered {
  const stream = aicteStream(programme);
  if (!stream) return none();
  const courses: string[] = [];
  const lvl = level.trim();
  const ug = UNDERGRADUATE.test(lvl);
  if (stream === "Engineering" && ug) {
    courses.push("B.Tech");
    if (COMPUTER_SCIENCE.test(course)) courses.push("B.Tech CSE");
  }
  if (stream === "Management") {
    // A postgraduate diploma in management (PGDM) is the MBA's equal, and students look for both together.
    const pg = /^post graduate( diploma)?$/i.test(lvl);
    if (pg && (/diploma/i.test(lvl) || /\b(mba|pgdm|business administration)\b/i.test(course))) courses.push("MBA");
    if (ug && /\b(bba|bms|business administration|management studies)\b/i.test(course)) courses.push("BBA");
  }
  if (stream === "Computer applications") {
    if (ug) courses.push("BCA");
    else if (/^post graduate$/i.test(lvl)) courses.push("MCA");
  }
  return { streams: [stream], courses };
}

/** NMC's MBBS seats: medicine, and the MBBS course. */
export const offeredByMbbsSeats = (): Offered => ({ streams: ["Medicine"], courses: ["MBBS"] });

// NIRF's lists that rank one stream; Overall, Universities, Research and Innovation do not say which.
const NIRF_STREAMS: Record<string, string> = {
  Engineering: "Engineering",
  Management: "Management",
  Medical: "Medicine",
  Dental: "Dental",
  Pharmacy: "Pharmacy",
  Law: "Law",
  "Architecture and Planning": "Architecture",
  // NIRF's college list ranks colleges of arts, science and commerce.
  Colleges: "Arts, science and commerce",
};

/** A NIRF list the institution is ranked in. */
export function offeredByNirf(category: string): Offered {
  const stream = NIRF_STREAMS[category.trim()];
  return stream ? { streams: [stream], courses: [] } : none();
}

/**
 * A programme a counselling body admits to: JoSAA's and MCC's name their degree; the state engineering
 * bodies print a branch only, read as a B.Tech when it names engineering or a technology branch.
 */
export function offeredByCounselling(counselling: string, degree: string | null, branch: string): Offered {
  const deg = (degree ?? "").trim();
  const text = `${deg} ${branch}`;
  if (counselling === "mcc") {
    if (/^mbbs$/i.test(deg)) return { streams: ["Medicine"], courses: ["MBBS"] };
    if (/^bds$/i.test(deg)) return { streams: ["Dental"], courses: ["BDS"] };
    if (/nursing/i.test(deg)) return { streams: ["Nursing"], courses: ["B.Sc Nursing"] };
    return none();
  }
  if (/\bb\.? ?arch\b|\barchitecture\b/i.test(text) && !/assistantship/i.test(text))
    return { streams: ["Architecture"], courses: ["B.Arch"] };
  if (/\bb\.? ?plan\b/i.test(text)) return { streams: ["Planning"], courses: [] };
  if (/\bb\.? ?pharm\b/i.test(text)) return { streams: ["Pharmacy"], courses: ["B.Pharm"] };
  if (/\bb\.? ?des\b/i.test(text)) return { streams: ["Design"], courses: [] };
  const btech =
    counselling === "josaa"
      ? /\bb\.? ?tech\b/i.test(deg)
      : /\b(engineering|engg|technology|b\.? ?tech|b\.? ?e\.?)\b|\bcomputer|electronic|electrical|mechanical|civil|robotics|data science|artificial intelligence|information science/i.test(
          branch,
        );
  if (!btech) return none();
  return { streams: ["Engineering"], courses: COMPUTER_SCIENCE.test(branch) ? ["B.Tech", "B.Tech CSE"] : ["B.Tech"] };
}
