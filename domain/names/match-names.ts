// Keys for matching one source's institution to another's: names, states and districts reduced to what
// they have in common across spellings.
import { fixMojibake, removeNameNoise } from "./clean-names.ts";

const WORD_FORMS = new Map(
  Object.entries({
    govt: "government",
    gov: "government",
    goverment: "government",
    govern: "government",
    engg: "engineering",
    engineerig: "engineering",
    engneering: "engineering",
    inst: "institute",
    instt: "institute",
    institue: "institute",
    insitute: "institute",
    institution: "institute",
    tech: "technology",
    technological: "technology",
    tecnology: "technology",
    coll: "college",
    clg: "college",
    colleges: "college",
    univ: "university",
    universty: "university",
    univeristy: "university",
    universtiy: "university",
    vishwavidyalaya: "university",
    med: "medical",
    sci: "sciences",
    science: "sciences",
    scineces: "sciences",
    mgmt: "management",
    mgt: "management",
    edu: "education",
    educaiton: "education",
    centre: "center",
    pharm: "pharmacy",
    pharmaceutical: "pharmacy",
    pharmaceutics: "pharmacy",
    shri: "sri",
    shree: "sri",
    sree: "sri",
    sre: "sri",
    smt: "shrimati",
    st: "saint",
    pvt: "private",
    ltd: "limited",
    mahavidhyalaya: "mahavidyalaya",
    mahavidyalay: "mahavidyalaya",
    polytechnique: "polytechnic",
    poly: "polytechnic",
    studies: "study",
    bengaluru: "bangalore",
    bangaluru: "bangalore",
  }),
);
const IGNORED_WORDS = new Set(["the", "of", "and", "for", "in", "at", "a", "an", "deemed", "to", "be"]);

/** The words of a name as matching sees them: lower case, no punctuation, one spelling per word. */
export function nameWords(name: string): string[] {
  const text = removeNameNoise(name)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  const words: string[] = [];
  let initials = "";
  for (const word of text.split(" ").filter(Boolean)) {
    // Initials written apart ("I. S. F.", "B R") are one word ("isf", "br").
    if (word.length === 1) {
      initials += word;
      continue;
    }
    if (initials) words.push(initials);
    initials = "";
    const form = WORD_FORMS.get(word) ?? word;
    if (!IGNORED_WORDS.has(form)) words.push(form);
  }
  if (initials) words.push(initials);
  return words.filter((word) => !IGNORED_WORDS.has(word));
}

/** One string per name, equal for names that differ only in case, punctuation, "&"/"and" and abbreviations. */
export function matchKey(name: string): string {
  return nameWords(name).join(" ");
}

/** The same key without words in brackets ("(IISER)", "(Autonomous)"), for a second try. */
export function matchKeyWithoutBrackets(name: string): string {
  return matchKey(fixMojibake(name).replace(/\([^)]*\)?/g, " "));
}

const STATE_FORMS = new Map(
  Object.entries({
    pondicherry: "puducherry",
    orissa: "odisha",
    "nct of delhi": "delhi",
    "dadra nagar haveli": "dadra nagar haveli daman diu",
    "daman diu": "dadra nagar haveli daman diu",
    uttaranchal: "uttarakhand",
    chattisgarh: "chhattisgarh",
    telengana: "telangana",
    "andaman nicobar": "andaman nicobar islands",
  }),
);

/** A state key shared by all spellings ("Pondicherry"/"Puducherry", "Jammu & Kashmir"/"Jammu and Kashmir"). */
export function stateKey(state: string): string {
  const key = state
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .split(" ")
    .filter((word) => word && word !== "and" && word !== "the")
    .join(" ");
  return STATE_FORMS.get(key) ?? key;
}

const DISTRICT_WORDS = new Set([
  "district",
  "dist",
  "distt",
  "urban",
  "rural",
  "city",
  "nagar",
  "north",
  "south",
  "east",
  "west",
  "central",
]);

/** The distinctive words of a district or city ("Bengaluru Urban" → "bangalore"). */
function placeWords(place: string): string[] {
  return nameWords(place).filter((word) => !DISTRICT_WORDS.has(word));
}

/** Whether two places (district or city) name the same area: equal, or one's words within the other's. */
export function samePlace(a: string, b: string): boolean {
  const left = placeWords(a);
  const right = placeWords(b);
  if (!left.length || !right.length) return false;
  const joinedLeft = left.join("");
  const joinedRight = right.join("");
  if (joinedLeft === joinedRight) return true;
  return left.every((word) => right.includes(word)) || right.every((word) => left.includes(word));
}

/** Whether two names share most of their words: a check on a code taken from another source's id. */
export function similarNames(a: string, b: string): boolean {
  const left = new Set(nameWords(a));
  const right = new Set(nameWords(b));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared >= 2 && shared / Math.min(left.size, right.size) >= 0.6;
}
