// Links of the header's Explore menu and the footer, each with its words' key in the layout's catalogue
// (content/i18n/en/layout.ts). News, Education Loan, Ask a question and Test Series have no pages yet and go
// to the catch-all, as SPEC.md §2 says.
import type layout from "./i18n/en/layout.ts";

export interface SiteLink {
  text: keyof typeof layout;
  href: string;
}

export const exploreLinks: SiteLink[] = [
  { text: "linkCollegeRanking", href: "/CollegRanking" },
  { text: "linkTopUniversities", href: "/TopUniversitiesandColleges" },
  { text: "linkTopCourses", href: "/TopCourse" },
  { text: "linkExams", href: "/Exam" },
  { text: "linkPredictor", href: "/college-predictor" },
  { text: "linkAdmissionAlerts", href: "/Admissionalert" },
  { text: "linkInstitutes", href: "/Institutes" },
  { text: "linkScholarships", href: "/Scholarship" },
  { text: "linkStudyAbroad", href: "/StudyAbroad" },
  { text: "linkBlog", href: "/Blog" },
  { text: "linkNews", href: "/news" },
  { text: "linkEducationLoan", href: "/education-loan" },
  { text: "linkAskQuestion", href: "/ask-a-question" },
  { text: "linkTestSeries", href: "/test-series" },
];

export const accountLinks: SiteLink[] = [
  { text: "linkStaffLogin", href: "/admin" },
  { text: "linkCounselling", href: "/contact" },
];

/** Footer "Top Universities": the colleges of six cities. (The spec's "Ranked 11 out of 80 TOI" and "150 of
 * 1400S" named no ranking a reader could check, so they are not shown.) */
export const footerCities = ["Delhi", "Bangalore", "Hyderabad", "Mumbai", "Chennai", "Kolkata"];
export const cityCollegesPath = (city: string) => `/TopStudy-colleges/${city}`;

export const footerExplore: SiteLink[] = [
  { text: "linkCollegeRanking", href: "/CollegRanking" },
  { text: "linkExams", href: "/Exam" },
  { text: "linkAdmissionAlerts", href: "/Admissionalert" },
  { text: "linkScholarships", href: "/Scholarship" },
  { text: "linkInstitutes", href: "/Institutes" },
  { text: "writeReview", href: "/review" },
];

export const studyAbroadCountries = ["Canada", "USA", "UK", "UAE", "Australia", "Germany"];

export const footerOther: SiteLink[] = [
  { text: "linkAbout", href: "/About" },
  { text: "linkContact", href: "/contact" },
  { text: "linkBlog", href: "/Blog" },
  { text: "linkTerms", href: "/terms&condition" },
  { text: "linkPrivacy", href: "/Privacy-Policy" },
];
