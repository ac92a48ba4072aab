// What a search asks for when it is not a name: "mba pune", "engineering colleges in alwar", "law colleges
// delhi" are the directory's stream or course, perhaps a management, and a place. A query is read so only
// when every word is one of these or a filler word ("colleges", "in"), so a name ("iit bombay", "lawrence
// school", "national law university") is never taken for a list. The place is looked up in the catalogue
// (search-intent.server.ts). Safe in the browser (no imports but the option lists).
import { normaliseSearchText } from "./search-text.ts";

export interface SearchIntent {
  /** The directory's slugs, null when not read */
  stream: string | null;
  course: string | null;
  management: string | null;
  state: string | null;
  district: string | null;
  /** "Colleges in Pune, Maharashtra: MBA / PGDM" */
  label: string;
  /** The directory's page of that list */
  href: string;
  /** How many institutions it lists */
  total: number;
}

export interface IntentWords {
  stream?: string;
  course?: string;
  management?: string;
  /** The words left for the place, as typed ("tamil nadu"); empty for the whole country */
  place: string[];
}

// Words and pairs of words a student uses for a stream or a course, as normaliseSearchText spells them.
const STREAMS: Record<string, string> = {
  engineering: "engineering",
  medical: "medicine",
  medicine: "medicine",
  law: "law",
  legal: "law",
  pharmacy: "pharmacy",
  dental: "dental",
  nursing: "nursing",
  architecture: "architecture",
  management: "management",
  arts: "arts-science-commerce",
  science: "arts-science-commerce",
  commerce: "arts-science-commerce",
  degree: "arts-science-commerce",
  design: "design",
  "hotel management": "hotel-management",
  planning: "planning",
};

const COURSES: Record<string, string> = {
  mba: "mba",
  pgdm: "mba",
  btech: "btech",
  "b tech": "btech",
  be: "btech",
  cse: "btech-cse",
  "computer science": "btech-cse",
  "btech cse": "btech-cse",
  bba: "bba",
  bms: "bba",
  bca: "bca",
  mca: "mca",
  mbbs: "mbbs",
  bds: "bds",
  barch: "barch",
};

const MANAGEMENT: Record<string, string> = {
  government: "government",
  govt: "government",
  private: "private",
};

// Words that say "a list of institutions" and nothing more.
const FILLER = new Set([
  "college",
  "colleges",
  "institute",
  "institutes",
  "institution",
  "institutions",
  "in",
  "at",
  "of",
  "near",
  "best",
  "top",
  "list",
  "for",
  "and",
  // "top mba colleges in india": the whole country, as a query without a place.
  "india",
]);

/** The longest phrase of `dictionary` at `words[i]` (two words before one), with its length. */
function phraseAt(dictionary: Record<string, string>, words: string[], i: number): [string, number] | undefined {
  const pair = words.slice(i, i + 2).join(" ");
  if (i + 1 < words.length && dictionary[pair]) return [dictionary[pair], 2];
  return dictionary[words[i]] ? [dictionary[words[i]], 1] : undefined;
}

/**
 * The stream, course, management and place words of a query, or undefined when it is not a list's query:
 * no stream or course in it, two streams or two courses, or words apart that are neither fillers nor one place.
 */
export function readIntentWords(query: string): IntentWords | undefined {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  const found: IntentWords = { place: [] };
  let placeDone = false;
  for (let i = 0; i < words.length;) {
    const course = phraseAt(COURSES, words, i);
    const stream = course ? undefined : phraseAt(STREAMS, words, i);
    const management = course || stream ? undefined : phraseAt(MANAGEMENT, words, i);
    const [key, hit] = course
      ? (["course", course] as const)
      : stream
        ? (["stream", stream] as const)
        : management
          ? (["management", management] as const)
          : [undefined, undefined];
    if (key && hit) {
      // "arts and science colleges" names one stream twice; "law mba" is no one list.
      if (found[key] !== undefined && found[key] !== hit[0]) return undefined;
      found[key] = hit[0];
      i += hit[1];
      if (found.place.length) placeDone = true;
      continue;
    }
    if (FILLER.has(words[i])) {
      if (found.place.length) placeDone = true;
      i += 1;
      continue;
    }
    // The place's words are next to one another: "tamil nadu", not "tamil mba nadu".
    if (placeDone) return undefined;
    found.place.push(words[i]);
    i += 1;
  }
  if (!found.stream && !found.course) return undefined;
  return found;
}

/**
 * Places students name otherwise than the directory ("bangalore", "up"): the district or state meant.
 */
export const CITY_PLACES: Record<string, { state: string; district?: string }> = {
  bangalore: { state: "karnataka", district: "bengaluru-urban" },
  bengaluru: { state: "karnataka", district: "bengaluru-urban" },
  mumbai: { state: "maharashtra", district: "mumbai-city" },
  bombay: { state: "maharashtra", district: "mumbai-city" },
  gurgaon: { state: "haryana", district: "gurugram" },
  noida: { state: "uttar-pradesh", district: "gautam-buddha-nagar" },
  "new-delhi": { state: "delhi" },
  calcutta: { state: "west-bengal", district: "kolkata" },
  madras: { state: "tamil-nadu", district: "chennai" },
  up: { state: "uttar-pradesh" },
  mp: { state: "madhya-pradesh" },
  ap: { state: "andhra-pradesh" },
  tn: { state: "tamil-nadu" },
  hp: { state: "himachal-pradesh" },
};
