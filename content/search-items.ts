// The fixed list behind the hero's typeahead and the header search (SPEC.md §2, §9): 10 colleges,
// 14 exams and 10 courses. Items without a path are looked up in `fallbackPaths`; if nothing is found
// there the search answers 'No relevant page found.'. Exams are named without a year ("JEE Main"): the
// edition and its dates are what staff enter (/admin/exam-dates), shown on the exam page it opens.

type SearchType = "college" | "exam" | "course";

export interface SearchItem {
  type: SearchType;
  name: string;
  path?: string;
}

const college = (name: string, slug: string): SearchItem => ({ type: "college", name, path: `/college/${slug}` });
const exam = (name: string, slug?: string): SearchItem => ({ type: "exam", name, path: slug && `/exam/${slug}` });
const course = (name: string, page: string): SearchItem => ({ type: "course", name, path: `/c_pages/${page}` });

export const searchItems: SearchItem[] = [
  college("IIT Delhi", "indian-institute-of-technology-delhi"),
  college("IIT Bombay", "indian-institute-of-technology-bombay"),
  college("IIT Madras", "indian-institute-of-technology-madras"),
  college("AIIMS Delhi", "all-india-institute-of-medical-sciences-delhi"),
  college("IIM Ahmedabad", "indian-institute-of-management-ahmedabad"),
  college("IISc Bangalore", "indian-institute-of-science"),
  college("NIT Trichy", "national-institute-of-technology-tiruchirappalli"),
  college("BITS Pilani", "birla-institute-of-technology-and-science-pilani"),
  college("Delhi Technological University", "delhi-technological-university"),
  college("Shri Ram College of Commerce", "shri-ram-college-of-commerce"),
  exam("JEE Main", "jee-main"),
  exam("NEET UG", "neet-ug"),
  exam("GATE", "gate"),
  exam("CAT", "cat"),
  exam("CLAT", "clat"),
  exam("UPSC CSE", "upsc-cse"),
  exam("BITSAT", "bitsat"),
  exam("XAT", "xat"),
  exam("SRMJEEE", "srmjeee"),
  exam("JEE Advanced", "jee-advanced"),
  exam("CUET UG", "cuet-ug"),
  exam("NEET PG"),
  exam("MAT"),
  exam("CMAT"),
  course("B.Tech", "BTech"),
  course("M.Tech", "MTech"),
  course("MBA", "MBA"),
  course("MBBS", "MBBS"),
  course("B.Com", "BCom"),
  course("B.Sc", "BSc"),
  course("BBA", "BBA"),
  course("BCA", "BCA"),
  course("BA", "BA"),
  course("B.Sc Nursing", "BSc-Nursing"),
];

/** The small local list for items without a path of their own. */
const fallbackPaths: Record<string, string> = {
  "neet pg": "/exam/neet-ug",
};

/** Where an item leads: its own path, else the small local list; undefined means no page. */
export function resolveSearchPath(item: SearchItem): string | undefined {
  return item.path ?? fallbackPaths[item.name.toLowerCase()];
}
