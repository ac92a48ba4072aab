// How the site search spells what it compares: names and queries alike are lower-cased, accents and
// punctuation dropped ("St. Xavier's" → "st xaviers", "B.Tech" → "btech"), so a student's spelling and the
// sources' meet. Institutions also go by short names ("IIT Bombay", "DU"): the common patterns are derived
// here, the rest come from the hand-kept list in short-names.ts. Safe in the browser (no imports).
import { shortNamesByCode } from "./short-names.ts";

/** Lower case, no accents, "&" as "and", dots inside abbreviations dropped, other punctuation as spaces. */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Accents of Latin letters only: Devanagari's vowel signs are letters of their words.
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      // A dot after a single letter joins it to what follows: "b.tech" → "btech", "e.g.s." → "egs".
      .replace(/(?<=(?:^|[^\p{L}\p{N}])\p{L})\.(?=\p{L})/gu, "")
      .replace(/(?<=(?:^|[^\p{L}\p{N}])\p{L})\.(?=\s|$)/gu, "")
      .replace(/['’`]/g, "")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
      .trim()
  );
}

// Long forms students shorten: "Indian Institute of Technology Bombay" is also "IIT Bombay".
const SHORTENED: [string, string][] = [
  ["indian institute of technology ", "iit "],
  ["national institute of technology ", "nit "],
  ["indian institute of management ", "iim "],
  ["indian institute of information technology ", "iiit "],
  ["all india institute of medical sciences ", "aiims "],
  ["all india institute of medical science ", "aiims "],
  ["indian institute of science education and research ", "iiser "],
  ["national institute of fashion technology ", "nift "],
  ["national law university ", "nlu "],
];

/** The short forms of a normalised name ("iit bombay" for "indian institute of technology bombay"). */
function derivedShortNames(name: string): string[] {
  return SHORTENED.filter(([long]) => name.startsWith(long) && name.length > long.length).map(
    ([long, short]) => short + name.slice(long.length),
  );
}

interface Searchable {
  code: string;
  name: string;
  aliases: string[];
  city: string | null;
  district: string | null;
  state: string;
}

/**
 * An institution's search text: each name it goes by between bars, then its place:
 * "|indian institute of technology bombay|iit bombay|iitb| mumbai maharashtra". The bars let the search
 * tell a whole name ("iit bombay") or the start of one from a word somewhere inside.
 */
export function institutionSearchText(i: Searchable): string {
  const names = [i.name, ...i.aliases].map(normaliseSearchText).filter(Boolean);
  const all = new Set(names);
  for (const n of names) for (const short of derivedShortNames(n)) all.add(short);
  for (const n of shortNamesByCode[i.code] ?? []) all.add(normaliseSearchText(n));
  const place = new Set(
    [i.city, i.district, i.state]
      .filter((p): p is string => Boolean(p))
      .map(normaliseSearchText)
      .filter(Boolean),
  );
  return `|${[...all].join("|")}| ${[...place].join(" ")}`;
}

/**
 * Changes whenever the search text of a loaded catalogue would come out differently: the catalogue loader
 * reloads a database whose search text was written by other rules or another list of short names. Raise
 * the number when the rules above change.
 */
export const searchTextVersion = `search text 1 ${JSON.stringify(shortNamesByCode)}`;
