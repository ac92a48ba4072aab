// The All Courses sidebar (SPEC.md §2). Only eight courses have accordion content; between them they link
// every fixed ranking page, so each of /Delhi … /bapage is two clicks from anywhere on the site. Their
// Top Cities & States lead first into the college directory, filtered for the course, with its count.

interface SidebarLink {
  label: string;
  href: string;
}

export interface SidebarCourse {
  name: string;
  /** Top Cities & States, Browse By Streams, College Predictor; absent for courses without content */
  sections?: { cities: SidebarLink[]; streams: SidebarLink[]; predictor: SidebarLink[] };
  /** A ranking page for a course without accordion content */
  page?: SidebarLink;
}

/** A directory page (/colleges/{state}/{district}) filtered for a course; the sidebar shows its count. */
const directory = (label: string, place: string, filters?: string): SidebarLink => ({
  label,
  href: `/colleges${place ? `/${place}` : ""}${filters ? `?${filters}` : ""}`,
});
const ENGINEERING_UG = "level=undergraduate&stream=engineering";
const ENGINEERING_PG = "level=postgraduate&stream=engineering";
const MANAGEMENT_UG = "level=undergraduate&stream=management";
const MANAGEMENT_PG = "level=postgraduate&stream=management";
const MEDICINE = "stream=medicine";

const predictor = (exam: string, slug: string): SidebarLink[] => [
  { label: `${exam} College Predictor`, href: "/college-predictor" },
  { label: `${exam} dates and pattern`, href: `/exam/${slug}` },
];

export const sectionTitles = {
  cities: "Top Cities & States",
  streams: "Browse By Streams",
  predictor: "College Predictor",
} as const;

export const sidebarCourses: SidebarCourse[] = [
  {
    name: "B.Tech",
    sections: {
      cities: [
        directory("Engineering colleges in Delhi", "delhi", ENGINEERING_UG),
        directory("Engineering colleges in Jaipur", "rajasthan/jaipur", ENGINEERING_UG),
        directory("Engineering colleges in Pune", "maharashtra/pune", ENGINEERING_UG),
        directory("Engineering colleges in Tamil Nadu", "tamil-nadu", ENGINEERING_UG),
        { label: "B.Tech colleges in Delhi", href: "/Delhi" },
        { label: "B.Tech colleges in Jaipur", href: "/jaipur" },
        { label: "B.Tech colleges in Mumbai", href: "/mumbai" },
      ],
      streams: [
        { label: "Computer Science", href: "/CS" },
        { label: "Electronics & Communication", href: "/Electronic" },
        { label: "Civil Engineering", href: "/Civil" },
      ],
      predictor: predictor("JEE Main", "jee-main"),
    },
  },
  {
    name: "M.Tech",
    sections: {
      cities: [
        directory("M.Tech colleges in Delhi", "delhi", ENGINEERING_PG),
        directory("M.Tech colleges in Bangalore", "karnataka/bengaluru-urban", ENGINEERING_PG),
        directory("M.Tech colleges in Hyderabad", "telangana/hyderabad", ENGINEERING_PG),
        { label: "Engineering colleges in Delhi", href: "/Delhi" },
        { label: "Engineering colleges in Mumbai", href: "/mumbai" },
      ],
      streams: [
        { label: "ME/M.Tech Computer Science", href: "/CS" },
        { label: "ME/M.Tech Electronics & Communication", href: "/Electronic" },
        { label: "ME/M.Tech Civil Engineering", href: "/Civil" },
      ],
      predictor: predictor("GATE", "gate"),
    },
  },
  {
    name: "MBBS",
    sections: {
      cities: [
        directory("Medical colleges in Karnataka", "karnataka", MEDICINE),
        directory("Medical colleges in Tamil Nadu", "tamil-nadu", MEDICINE),
        directory("Medical colleges in Maharashtra", "maharashtra", MEDICINE),
        { label: "MBBS colleges in Bangalore", href: "/mbbspage" },
        { label: "MBBS colleges in Chennai", href: "/chennai" },
      ],
      streams: [
        { label: "MBBS", href: "/mbbspage" },
        { label: "B.Sc Nursing", href: "/bseNpage" },
      ],
      predictor: predictor("NEET UG", "neet-ug"),
    },
  },
  {
    name: "B.Com",
    sections: {
      cities: [
        directory("Colleges in Delhi", "delhi", "kind=college"),
        directory("Colleges in Mumbai", "maharashtra/mumbai", "kind=college"),
        { label: "Commerce colleges in Delhi", href: "/TopUniversitiesandColleges" },
      ],
      streams: [
        { label: "B.Com Accounting", href: "/Accounting" },
        { label: "B.Com Finance", href: "/Finance" },
      ],
      predictor: [{ label: "CUET UG College Predictor", href: "/college-predictor" }],
    },
  },
  {
    name: "B.Sc",
    sections: {
      cities: [
        directory("Universities in India", "", "kind=university"),
        { label: "Science colleges across India", href: "/TopUniversitiesandColleges" },
      ],
      streams: [
        { label: "B.Sc Mathematics", href: "/Math" },
        { label: "B.Sc Physics", href: "/Physics" },
        { label: "B.Sc Chemistry", href: "/Chemistry" },
      ],
      predictor: [{ label: "CUET UG College Predictor", href: "/college-predictor" }],
    },
  },
  {
    name: "B.Sc Nursing",
    sections: {
      cities: [
        directory("Colleges in Chennai", "tamil-nadu/chennai", "kind=college"),
        { label: "Nursing colleges in Chennai", href: "/chennai" },
      ],
      streams: [{ label: "B.Sc (Nursing)", href: "/bseNpage" }],
      predictor: predictor("NEET UG", "neet-ug"),
    },
  },
  {
    name: "BBA",
    sections: {
      cities: [
        directory("BBA colleges in Mumbai", "maharashtra/mumbai", MANAGEMENT_UG),
        directory("BBA colleges in Bangalore", "karnataka/bengaluru-urban", MANAGEMENT_UG),
        { label: "Top universities and colleges", href: "/TopUniversitiesandColleges" },
      ],
      streams: [
        { label: "BA colleges in India", href: "/bapage" },
        { label: "B.Com Finance", href: "/Finance" },
      ],
      predictor: [{ label: "BBA College Predictor", href: "/college-predictor" }],
    },
  },
  {
    name: "MBA",
    sections: {
      cities: [
        directory("MBA colleges across India", "", MANAGEMENT_PG),
        directory("MBA colleges in Delhi", "delhi", MANAGEMENT_PG),
        directory("MBA colleges in Bangalore", "karnataka/bengaluru-urban", MANAGEMENT_PG),
        { label: "Top universities and colleges", href: "/TopUniversitiesandColleges" },
      ],
      streams: [
        { label: "Finance", href: "/Finance" },
        { label: "Accounting", href: "/Accounting" },
      ],
      predictor: predictor("CAT", "cat"),
    },
  },
  { name: "BA", page: { label: "BA colleges in India", href: "/bapage" } },
  { name: "BCA" },
  { name: "MCA" },
  { name: "B.Pharm" },
  { name: "LLB" },
  { name: "B.Des" },
  { name: "M.Sc" },
  { name: "BDS" },
];
