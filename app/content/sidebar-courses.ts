// The All Courses sidebar (SPEC.md §2). Only eight courses have accordion content; between them they link
// every fixed ranking page, so each of /Delhi … /bapage is two clicks from anywhere on the site.

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
        { label: "B.Tech colleges in Delhi", href: "/Delhi" },
        { label: "B.Tech colleges in Jaipur", href: "/jaipur" },
        { label: "B.Tech colleges in Mumbai", href: "/mumbai" },
      ],
      streams: [
        { label: "Computer Science", href: "/CS" },
        { label: "Electronics & Communication", href: "/Electronic" },
        { label: "Civil Engineering", href: "/Civil" },
      ],
      predictor: predictor("JEE Main", "jee-main-2025"),
    },
  },
  {
    name: "M.Tech",
    sections: {
      cities: [
        { label: "Engineering colleges in Delhi", href: "/Delhi" },
        { label: "Engineering colleges in Mumbai", href: "/mumbai" },
      ],
      streams: [
        { label: "ME/M.Tech Computer Science", href: "/CS" },
        { label: "ME/M.Tech Electronics & Communication", href: "/Electronic" },
        { label: "ME/M.Tech Civil Engineering", href: "/Civil" },
      ],
      predictor: predictor("GATE", "gate-2025"),
    },
  },
  {
    name: "MBBS",
    sections: {
      cities: [
        { label: "MBBS colleges in Bangalore", href: "/mbbspage" },
        { label: "MBBS colleges in Chennai", href: "/chennai" },
      ],
      streams: [
        { label: "MBBS", href: "/mbbspage" },
        { label: "B.Sc Nursing", href: "/bseNpage" },
      ],
      predictor: predictor("NEET UG", "neet-ug-2025"),
    },
  },
  {
    name: "B.Com",
    sections: {
      cities: [{ label: "Commerce colleges in Delhi", href: "/TopUniversitiesandColleges" }],
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
      cities: [{ label: "Science colleges across India", href: "/TopUniversitiesandColleges" }],
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
      cities: [{ label: "Nursing colleges in Chennai", href: "/chennai" }],
      streams: [{ label: "B.Sc (Nursing)", href: "/bseNpage" }],
      predictor: predictor("NEET UG", "neet-ug-2025"),
    },
  },
  {
    name: "BBA",
    sections: {
      cities: [{ label: "BBA colleges in Mumbai", href: "/TopUniversitiesandColleges" }],
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
      cities: [{ label: "MBA colleges across India", href: "/TopUniversitiesandColleges" }],
      streams: [
        { label: "Finance", href: "/Finance" },
        { label: "Accounting", href: "/Accounting" },
      ],
      predictor: predictor("CAT", "cat-2025"),
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
