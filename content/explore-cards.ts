// "Explore Programs" cards on the home page (SPEC.md §2). College Compair leads to the comparison page, which
// explains how to add institutions.

export interface ExploreCard {
  title: string;
  /** "{cycle}" is replaced by the admissions cycle the page was made for ("2027-28") */
  text: string;
  href: string;
  icon: "trophy" | "search" | "file" | "compass" | "target" | "scale";
}

export const exploreCards: ExploreCard[] = [
  { title: "Ranking", text: "College rankings for {cycle}", href: "/CollegRanking", icon: "trophy" },
  {
    title: "Find Colleges",
    text: "Top universities and colleges",
    href: "/TopUniversitiesandColleges",
    icon: "search",
  },
  { title: "Exam", text: "Dates, pattern and results", href: "/Exam", icon: "file" },
  { title: "Course Finder", text: "Courses by level and interest", href: "/TopCourse", icon: "compass" },
  { title: "College Predictor", text: "Colleges for your rank", href: "/college-predictor", icon: "target" },
  { title: "College Compair", text: "Compare colleges side by side", href: "/compare", icon: "scale" },
];
