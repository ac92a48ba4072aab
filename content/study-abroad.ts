// /StudyAbroad: the six universities and the claims of SPEC.md §2, as written.

export const studyAbroadClaims = {
  universities: "500+ universities",
  visaOffer: "50% off student visa fees",
} as const;

/** The edition of the QS World University Rankings the table's ranks are from. */
export const qsRankingEdition = 2025;

export interface AbroadUniversity {
  name: string;
  country: string;
  /** QS World University Rankings 2025 */
  ranking: number;
  popularCourses: string;
  /** Approximate yearly tuition for international students, converted to rupees */
  tuition: string;
}

export const abroadUniversities: AbroadUniversity[] = [
  {
    name: "Massachusetts Institute of Technology",
    country: "USA",
    ranking: 1,
    popularCourses: "MS Computer Science, Mechanical Engineering",
    tuition: "₹50 lakh a year",
  },
  {
    name: "Imperial College London",
    country: "UK",
    ranking: 2,
    popularCourses: "MSc Data Science, MEng Chemical Engineering",
    tuition: "₹42 lakh a year",
  },
  {
    name: "University of Oxford",
    country: "UK",
    ranking: 3,
    popularCourses: "MBA, MSc Economics, MSc Computer Science",
    tuition: "₹40 lakh a year",
  },
  {
    name: "Harvard University",
    country: "USA",
    ranking: 4,
    popularCourses: "MBA, Master of Public Policy",
    tuition: "₹48 lakh a year",
  },
  {
    name: "University of Cambridge",
    country: "UK",
    ranking: 5,
    popularCourses: "MPhil, MBA, MEng",
    tuition: "₹38 lakh a year",
  },
  {
    name: "Stanford University",
    country: "USA",
    ranking: 6,
    popularCourses: "MS Electrical Engineering, MBA",
    tuition: "₹52 lakh a year",
  },
];

export const studyAbroadSteps = [
  { title: "Shortlist", text: "Pick countries and universities that fit your marks, test scores and budget." },
  { title: "Tests", text: "Plan IELTS or TOEFL, and GRE or GMAT where the course asks for them." },
  { title: "Apply", text: "Statement of purpose, letters of recommendation and transcripts, sent on time." },
  { title: "Visa", text: "Funds proof, interview practice and the student visa application." },
];
