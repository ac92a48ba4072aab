// Programmes as the counselling bodies print them ("Computer Science and Engineering (4 Years, Bachelor of
// Technology)", "MBBS", "Electronics and Telecommunication Engg"), normalised into branch, degree and
// duration for filters and display. The printed name is always kept beside them.
import { tidySpaces } from "../names/clean-names.ts";

export interface Programme {
  /** As the counselling body printed it (HTML entities and line breaks undone, spaces tidied) */
  nameAsPublished: string;
  branch: string;
  /** Short form ("B.Tech", "B.Tech + M.Tech (Dual Degree)"); "" where the source does not say */
  degree: string;
  /** "" where the source does not say */
  durationYears: number | "";
}

/** JoSAA's degree texts, and the short form shown. A degree not listed here stops the import. */
const JOSAA_DEGREES: Record<string, string> = {
  "Bachelor of Technology": "B.Tech",
  "B. Tech / B. Tech (Hons.)": "B.Tech / B.Tech (Hons.)",
  "Bachelor and Master of Technology (Dual Degree)": "B.Tech + M.Tech (Dual Degree)",
  "B.Tech. + M.Tech./MS (Dual Degree)": "B.Tech + M.Tech/MS (Dual Degree)",
  "Bachelor of Technology and MBA (Dual Degree)": "B.Tech + MBA (Dual Degree)",
  "Integrated Master of Technology": "Integrated M.Tech",
  "Integrated Masters in Technology": "Integrated M.Tech",
  "Integrated B. Tech. and M. Tech.": "Integrated B.Tech + M.Tech",
  "Integrated B. Tech. and M. Tech. /MBA": "Integrated B.Tech + M.Tech/MBA",
  "Integrated B. Tech. and MBA": "Integrated B.Tech + MBA",
  "Bachelor of Science": "BS",
  "Bachelor of Science and Master of Science (Dual Degree)": "BS + MS (Dual Degree)",
  "Bachelor of Science and MBA (Dual Degree)": "BS + MBA (Dual Degree)",
  "Integrated Master of Science": "Integrated M.Sc",
  "Integrated Bachelor of Science-Master of Science": "Integrated BS-MS",
  "Bachelor of Architecture": "B.Arch",
  "Bachelor of Planning": "B.Plan",
  "Bachelor of Design": "B.Des",
  "Bachelor of Pharmaceutics": "B.Pharm",
  "Bachelor and Master of Pharmaceutics(Dual Degree)": "B.Pharm + M.Pharm (Dual Degree)",
};

// Misspellings in the printed branch names, corrected in the branch (the printed name keeps them).
const SPELLING: [RegExp, string][] = [
  [/\bln(?=[bcdfghjklmnpqrstvwxz])/g, "In"], // "lnteraction": a lower-case L for a capital I
  [/\bIntelligenece\b/g, "Intelligence"],
  [/\bElctrical\b/g, "Electrical"],
  [/\bTelecommuincation\b/g, "Telecommunication"],
  [/\bEngg\b\.?/g, "Engineering"],
];

/** What a programme's printed name becomes once HTML entities, line breaks and extra spaces are undone. */
export function publishedText(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

function cleanBranch(text: string): string {
  let branch = text;
  for (const [wrong, right] of SPELLING) branch = branch.replace(wrong, right);
  // "B.Tech in Mathematics and Computing", "B. Tech. in ...": the degree is said once, in the degree.
  branch = branch.replace(/^B\.\s?Tech\.?\s+in\s+/i, "");
  return tidySpaces(
    branch
      .replace(/\s*\(\s*/g, " (")
      .replace(/\s*\)/g, ")")
      .replace(/\[\s*/g, " ["),
  );
}

/** "Branch (N Years, Degree)" as JoSAA prints its programmes. */
export function josaaProgramme(printed: string): Programme {
  const nameAsPublished = publishedText(printed);
  const match = /^(.*)\((\d+) Years?, (.*)\)$/.exec(nameAsPublished);
  if (!match) throw new Error(`JoSAA: a programme without its duration and degree: "${nameAsPublished}"`);
  const degree = JOSAA_DEGREES[match[3].trim()];
  if (!degree) throw new Error(`JoSAA: unknown degree "${match[3]}" (add it to JOSAA_DEGREES)`);
  return { nameAsPublished, branch: cleanBranch(match[1]), degree, durationYears: Number(match[2]) };
}

const NEET_PROGRAMMES: Record<string, Omit<Programme, "nameAsPublished">> = {
  MBBS: { branch: "Medicine and Surgery", degree: "MBBS", durationYears: "" },
  BDS: { branch: "Dental Surgery", degree: "BDS", durationYears: "" },
  "BSc Nursing": { branch: "Nursing", degree: "B.Sc Nursing", durationYears: "" },
};

/** MCC's programme names (MBBS, BDS, BSc Nursing); another name stops the import. */
export function neetProgramme(printed: string): Programme {
  const nameAsPublished = publishedText(printed);
  const programme = NEET_PROGRAMMES[nameAsPublished];
  if (!programme) throw new Error(`NEET: unknown programme "${nameAsPublished}"`);
  return { nameAsPublished, ...programme };
}

/** A CAP branch name ("Electronics and Telecommunication Engg"): engineering, degree and duration unsaid. */
export function mhtcetProgramme(printed: string): Programme {
  const nameAsPublished = publishedText(printed);
  return { nameAsPublished, branch: cleanBranch(nameAsPublished), degree: "", durationYears: "" };
}
