// The words the scholarship finder filters on: who may apply (level, gender, category), the streams and how
// often an amount is paid. One list each, shared by the import, the database rows, the finder's form, its
// query schema and the staff form, so a code the page offers is always one the data uses. Safe in the browser.

export const LEVELS = {
  "class-10": "Class 10 or below",
  "class-11": "Class 11",
  "class-12": "Class 12",
  "passed-12": "Passed class 12 (starting college)",
  ug: "In college (2nd or 3rd year)",
  diploma: "Diploma or ITI",
  pg: "Postgraduate",
} as const;
export type Level = keyof typeof LEVELS;

export const GENDERS = { female: "Female", male: "Male", other: "Transgender or other" } as const;
export type Gender = keyof typeof GENDERS;

/** The student's own category; `pwd` is asked separately (a student can be OBC and a person with a disability). */
export const CATEGORIES = { general: "General", obc: "OBC", sc: "SC", st: "ST", ews: "EWS" } as const;
/** What a scholarship may be limited to: the categories above and persons with a disability. */
export const ROW_CATEGORIES = { ...CATEGORIES, pwd: "Persons with a disability" } as const;
export type RowCategory = keyof typeof ROW_CATEGORIES;

export const STREAMS = {
  engineering: "Engineering (B.Tech)",
  mbbs: "Medicine (MBBS)",
  bds: "Dentistry (BDS)",
  pharmacy: "Pharmacy (B.Pharm)",
  nursing: "Nursing (B.Sc)",
  architecture: "Architecture (B.Arch)",
  law: "Law (LLB)",
  management: "Management (BBA/MBA)",
  science: "Science (B.Sc)",
  commerce: "Commerce (B.Com)",
  arts: "Arts (BA)",
  bca: "Computer applications (BCA)",
  design: "Design (B.Des)",
  diploma: "Diploma",
  iti: "ITI",
} as const;
export type Stream = keyof typeof STREAMS;

export const FREQUENCIES = {
  "one-time": "one time",
  "per-year": "a year",
  "per-month": "a month",
  "2-years": "for 2 years",
  "3-years": "for 3 years",
  "multi-year": "for several years",
} as const;
export type Frequency = keyof typeof FREQUENCIES;

/** The finder's parameters, as /Scholarship's address and GET /api/scholarships carry them. */
export const FINDER_PARAMS = ["level", "gender", "category", "disability", "income", "state", "stream"] as const;

export const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
