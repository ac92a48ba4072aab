// The content pages under test, with the address each answers at and what makes it recognisable.
import { admissionsCycle } from "../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../domain/clock.ts";

// The cycle the server speaks of today (the tests run on the same day as the server they start).
const ADMISSIONS_CYCLE = admissionsCycle(todayInIndia()).label;

export interface ContentPageCase {
  path: string;
  heading: string | RegExp;
  /** The canonical link's path when it is not the page's own */
  canonical?: string;
}

export const contentPages: ContentPageCase[] = [
  { path: "/Blog", heading: "Our Blog" },
  { path: "/Blog/how-to-read-nirf-rankings", heading: "How to Read NIRF Rankings Before You Shortlist" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/terms&condition", heading: "Terms & Conditions" },
  { path: "/Privacy-Policy", heading: "Privacy Policy" },
  { path: "/About", heading: "About Us" },
  { path: "/review", heading: /earn up to ₹500 a review, and refer friends for a monthly prize of up to ₹1,00,000/ },
  { path: "/Institutes", heading: "Top Institutes" },
  { path: "/Scholarship", heading: "Scholarship finder" },
  { path: "/TopUniversitiesandColleges", heading: "Top Universities and Colleges" },
  { path: "/Admissionalert", heading: "Admission Alerts" },
  { path: "/TopCourse", heading: "Top Courses" },
  { path: "/StudyAbroad", heading: "Study Abroad" },
  { path: "/Exam", heading: `Entrance Exams ${ADMISSIONS_CYCLE}` },
  { path: "/college-predictor", heading: "College Predictor" },
  { path: "/exam/neet-ug", heading: "NEET UG" },
  { path: "/CollegRanking", heading: `College Ranking ${ADMISSIONS_CYCLE}` },
  { path: "/College-Ranking", heading: `College Ranking ${ADMISSIONS_CYCLE}`, canonical: "/CollegRanking" },
  { path: "/Delhi", heading: "Top B.Tech Colleges in Delhi (NIRF 2025 Ranking)" },
];
