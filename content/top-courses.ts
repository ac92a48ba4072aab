// /TopCourse: six course levels, seven interest cards and the nineteen course names of SPEC.md §2.

export const courseLevels = [
  { id: "ug", label: "Undergraduate (UG)" },
  { id: "pg", label: "Postgraduate (PG)" },
  { id: "diploma", label: "Diploma" },
  { id: "doctorate", label: "Doctorate (PhD)" },
  { id: "integrated", label: "Integrated" },
  { id: "certificate", label: "Certificate" },
] as const;

export type CourseLevel = (typeof courseLevels)[number]["id"];

export interface InterestCard {
  name: "Engineering" | "Management" | "Commerce" | "Arts" | "Medical" | "Design" | "Law";
  colleges: string;
  sampleCourses: string[];
  /** A page that lists colleges for this interest */
  href: string;
}

export const interestCards: InterestCard[] = [
  {
    name: "Engineering",
    colleges: "6,300+ colleges",
    sampleCourses: ["B.Tech", "M.Tech", "Diploma in Engineering"],
    href: "/Delhi",
  },
  { name: "Management", colleges: "4,200+ colleges", sampleCourses: ["MBA", "BBA", "PGDM"], href: "/contact" },
  {
    name: "Commerce",
    colleges: "5,100+ colleges",
    sampleCourses: ["B.Com", "M.Com", "B.Com (Hons)"],
    href: "/Accounting",
  },
  { name: "Arts", colleges: "7,800+ colleges", sampleCourses: ["BA", "MA", "BFA"], href: "/bapage" },
  { name: "Medical", colleges: "1,100+ colleges", sampleCourses: ["MBBS", "BDS", "B.Sc Nursing"], href: "/mbbspage" },
  {
    name: "Design",
    colleges: "900+ colleges",
    sampleCourses: ["B.Des", "M.Des", "Diploma in Design"],
    href: "/contact",
  },
  { name: "Law", colleges: "1,600+ colleges", sampleCourses: ["BA LLB", "LLB", "LLM"], href: "/exam/clat" },
];

export interface CourseName {
  name: string;
  level: CourseLevel;
  duration: string;
}

export const courseNames: CourseName[] = [
  { name: "B.Tech", level: "ug", duration: "4 years" },
  { name: "BCA", level: "ug", duration: "3 years" },
  { name: "BBA", level: "ug", duration: "3 years" },
  { name: "B.Com", level: "ug", duration: "3 years" },
  { name: "BA", level: "ug", duration: "3 years" },
  { name: "B.Sc", level: "ug", duration: "3 years" },
  { name: "MBBS", level: "ug", duration: "5.5 years" },
  { name: "B.Des", level: "ug", duration: "4 years" },
  { name: "LLB", level: "ug", duration: "3 years" },
  { name: "M.Tech", level: "pg", duration: "2 years" },
  { name: "MBA", level: "pg", duration: "2 years" },
  { name: "MCA", level: "pg", duration: "2 years" },
  { name: "M.Sc", level: "pg", duration: "2 years" },
  { name: "MA", level: "pg", duration: "2 years" },
  { name: "Diploma in Engineering", level: "diploma", duration: "3 years" },
  { name: "D.Pharm", level: "diploma", duration: "2 years" },
  { name: "PhD", level: "doctorate", duration: "3 to 5 years" },
  { name: "BA LLB", level: "integrated", duration: "5 years" },
  { name: "Certificate in Digital Marketing", level: "certificate", duration: "6 months" },
];

export function isCourseLevel(value: string | null): value is CourseLevel {
  return courseLevels.some((l) => l.id === value);
}
