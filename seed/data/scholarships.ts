// The thirteen scholarships SPEC.md's page listed (title, amount, type, level, number of awards) were loaded
// as if staff had entered them, with figures nobody could trace to a provider's notice and a year. They are no
// longer loaded (decision 050): the finder shows the compiled list, each row with its source, and staff's own.
// A database that had them loses those staff never edited (same slug, never updated); edited ones are staff's.
export const removedDemoScholarshipSlugs = [
  "central-sector-scheme",
  "inspire-she",
  "aicte-pragati",
  "aicte-saksham",
  "post-matric-sc",
  "ongc-scholarship",
  "reliance-foundation-ug",
  "national-overseas-scholarship",
  "inlaks-shivdasani",
  "tata-cornell",
  "fulbright-nehru-masters",
  "iccr-general",
  "study-in-india",
];
