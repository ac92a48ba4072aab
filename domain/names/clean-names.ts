// Cleaning of institution names as the sources print them: mojibake, address and year noise, and the
// title case that students see.

/** Undoes UTF-8 read as Windows-1252 or Latin-1 ("Womenâ€™s", "IÃ\u0082Â²IT"), up to twice; then spaces for control characters. */
export function fixMojibake(text: string): string {
  let fixed = fixWindowsMojibake(text);
  for (let pass = 0; pass < 2 && /[ÂÃ][\u0080-\u00bf]/.test(fixed); pass++) {
    const decoded = Buffer.from(fixed, "latin1").toString("utf8");
    if (decoded.includes("\ufffd")) break;
    fixed = decoded;
  }
  return fixed.replace(/[\p{Cc}\u00a0\u200b]/gu, " ");
}

// Windows-1252's characters at 0x80–0x9f, which UTF-8 text read as Windows-1252 is full of ("â€™" for "’").
const CP1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** UTF-8 text that was read as Windows-1252 ("Womenâ€™s", "Pin â€“ 466001"), read again as UTF-8. */
export function fixWindowsMojibake(text: string): string {
  let fixed = text;
  // Twice: some lists were damaged twice over ("Ã¢â\x82¬â\x80\x9c" for "–").
  for (let pass = 0; pass < 2 && /â€|Ã|Â/.test(fixed); pass++) {
    const bytes: number[] = [];
    for (const char of fixed) {
      const code = char.codePointAt(0)!;
      const high = CP1252.indexOf(char);
      if (high >= 0) bytes.push(0x80 + high);
      else if (code < 0x100) bytes.push(code);
      else return fixed; // a character Windows-1252 cannot have produced: not this kind of damage
    }
    const decoded = Buffer.from(bytes).toString("utf8");
    if (decoded.includes("\ufffd")) return fixed;
    fixed = decoded;
  }
  return fixed;
}

/** Single spaces, no space before a comma or full stop, no stray punctuation at either end. */
export function tidySpaces(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/,(?=[^\s\d])/g, ", ")
    .replace(/^[\s,.;:\-–]+|[\s,;:\-–]+$/g, "")
    .trim();
}

// A comma-separated part that is an address rather than part of the name.
const ADDRESS_PART =
  /\d|\b(road|rd|marg|street|st|post|po|p\.o|village|vill|mandal|tehsil|tq|taluk|taluka|dist|distt|district|near|opp|opposite|behind|nagar|layout|circle|block|main|cross|colony|sector|pin|ph|phone|via|at)\b\.?|\((v|m|post|po|vill|village|mandal|tq|dt)\)/i;

/**
 * Removes what AISHE appended to some names: admission years "(2011-12)", "(PA UP 2012-13 FOR B.ED)",
 * university college codes "(CC-8A)", phone numbers, PIN codes and the street address after the name
 * ("Kuvempu Evening Degree College, Mallasandra, ..., Bangalore -560 052.(2011-12)").
 */
export function removeNameNoise(name: string): string {
  let text = fixMojibake(name);
  text = text
    .replace(/\(\s*(pa\s+up\s+)?\d{4}\s*-\s*\d{2,4}[^)]*\)?/gi, " ")
    .replace(/\(\s*CC\s*-\s*[A-Z0-9]{1,3}\s*\)*/gi, " ")
    .replace(/\bPh(one)?\s*[:.]\s*[\d\s/,-]+/gi, " ")
    .replace(/[\s,.-]*\bPIN\s*(code)?\s*[-:.]?\s*\d{3}\s?\d{3}\b\.?/gi, " ")
    .replace(/\s*[-–,]?\s*\b\d{3}\s?\d{3}\b\.?/g, " ");
  // After the name come place names and then the street address: where there is an address, only the
  // part before the first comma is the name.
  const parts = text.split(",");
  const hasAddress = parts.slice(1).some((part) => ADDRESS_PART.test(part));
  return tidySpaces(hasAddress ? parts[0] : text);
}

// Written the way they are written, whatever the source's case.
const FIXED_WORDS = new Map(
  [
    "IIT",
    "NIT",
    "IIIT",
    "IIM",
    "IISc",
    "IISER",
    "AIIMS",
    "JIPMER",
    "PGIMER",
    "NIPER",
    "GMC",
    "ICAR",
    "ICMR",
    "ITI",
    "MBA",
    "BBA",
    "BCA",
    "MCA",
    "PGDM",
    "B.Ed.",
    "M.Ed.",
    "D.El.Ed.",
    "B.Pharm",
    "D.Pharm",
    "B.Sc.",
    "M.Sc.",
    "BHU",
    "JNTU",
    "DAV",
    "SRM",
    "KLE",
    "RV",
    "PES",
    "BMS",
    "NMIMS",
    "SVKM",
    "ESIC",
    "KIIT",
    "VIT",
    "LPU",
    "IGNOU",
    "NSS",
    "YMCA",
    "CSIR",
    "DRDO",
    "ISRO",
    "NCERT",
    "SCERT",
    "DIET",
    "IASE",
    "CTE",
    "MGM",
    "SGT",
    "DY",
    "II",
    "III",
    "IV",
    "VI",
    "VII",
    "VIII",
    "IX",
    "XI",
    "XII",
    "ASR",
    "KMR",
    "SSR",
    "MVJ",
    "BGS",
    "GITAM",
    "NRI",
    "IT",
    "ITM",
    "NIFT",
    "NID",
    "SPA",
    "TKM",
    "NSCB",
    "MNNIT",
    "VNIT",
    "SVNIT",
    "MANIT",
    // Programme and course names (AICTE)
    "AI",
    "ML",
    "IoT",
    "VLSI",
    "CAD",
    "CAM",
    "CAE",
    "MMS",
    "BMS",
    "BFA",
    "MFA",
    "PGCM",
    "DPMT",
    "ITES",
    "VFX",
    "GIS",
    "CSE",
    "ECE",
    "HR",
    "HRM",
    "PG",
    "UG",
    "TV",
    "B.Voc",
  ].map((word) => [word.replace(/\./g, "").toUpperCase(), word]),
);
const SMALL_WORDS = new Set(["of", "and", "the", "for", "in", "at", "on", "to", "by", "with", "de", "la", "cum"]);

function isShouting(name: string): boolean {
  const letters = name.replace(/[^A-Za-z]/g, "");
  return letters.length > 0 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.7;
}

function caseWord(word: string, first: boolean, shouting: boolean): string {
  const bare = word.replace(/[^A-Za-z.]/g, "");
  const key = bare.replace(/\./g, "").toUpperCase();
  const fixed = FIXED_WORDS.get(key);
  if (fixed && bare.length > 0) return word.replace(bare, fixed);
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (shouting) {
    // Initials ("M.R.", "S.V.") and consonant-only words ("KMR", "SKR") read as acronyms.
    if (/^([A-Z]\.)+[A-Z]?\.?$/i.test(bare) || (/^[A-Z]{2,5}$/.test(bare) && !/[AEIOU]/.test(bare))) return word;
    // After an apostrophe only a name's letter is capitalised (D'Souza), not a possessive's (Women's, Joseph's).
    return lower.replace(
      /(^|[-(/.]|['’](?=[a-z]{2}))([a-z])/g,
      (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
    );
  }
  // Mixed case: keep what the source capitalised, capitalise the words it left in lower case.
  if (word === lower)
    return word.replace(/^([(/'"]*)([a-z])/, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
  return word;
}

/** Title case for display that keeps acronyms (IIT, NIT, AIIMS, GMC) and lower-cases "of", "and", "the". */
export function titleCase(name: string): string {
  const shouting = isShouting(name);
  return name
    .split(" ")
    .map((word, index) => caseWord(word, index === 0, shouting))
    .join(" ")
    .replace(/^[a-z]/, (letter) => letter.toUpperCase());
}

/** The name as students see it: noise removed, title case. */
export function displayName(name: string): string {
  return titleCase(removeNameNoise(name));
}

/** A value AICTE prints in capitals ("COMPUTER SCIENCE & ENGINEERING", "UNDER GRADUATE") as students read it. */
export function displayText(value: string): string {
  return titleCase(tidySpaces(fixMojibake(value)));
}
