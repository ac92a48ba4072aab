// The course pages of the nav bar (/Collegespage/{id}), one per popular course, every text written out.
import type { navCoursePages } from "../../db/schema.ts";

type NavCoursePage = Omit<typeof navCoursePages.$inferInsert, "id" | "createdAt" | "updatedAt">;

interface CourseFacts {
  pageName: string;
  full: string;
  years: string;
  exams: string;
  fees: string;
  careers: string;
  choose: string;
}

const courses: CourseFacts[] = [
  {
    pageName: "B.Tech",
    full: "Bachelor of Technology",
    years: "four years",
    exams: "JEE Main, JEE Advanced, BITSAT, VITEEE and state CETs such as MHT CET and KCET",
    fees: "₹1.5 lakh to ₹5.5 lakh a year at private institutes, and about ₹2.2 lakh a year at IITs before fee waivers",
    careers: "software engineering, core engineering, data science, the public sector through GATE, and higher studies",
    choose: "the branch you enjoy, the institute's placement record for that branch, and the fees after scholarships",
  },
  {
    pageName: "M.Tech",
    full: "Master of Technology",
    years: "two years",
    exams: "GATE, followed by COAP counselling for IITs and CCMT for NITs",
    fees: "₹40,000 to ₹3 lakh a year, with a monthly stipend for GATE-qualified students at IITs and NITs",
    careers: "research and development, specialist engineering roles, teaching and a PhD",
    choose: "the specialisation, the faculty's research, the laboratories and the stipend",
  },
  {
    pageName: "MBBS",
    full: "Bachelor of Medicine and Bachelor of Surgery",
    years: "five and a half years including a one-year internship",
    exams: "NEET UG, followed by MCC counselling for the all-India quota and state counselling for the rest",
    fees: "under ₹1 lakh a year at government colleges and ₹10 lakh to ₹25 lakh a year at private colleges",
    careers: "clinical practice, postgraduate specialisation through NEET PG, public health and research",
    choose: "the hospital attached to the college, its patient load, and your NEET rank against last year's closing ranks",
  },
  {
    pageName: "MBA",
    full: "Master of Business Administration",
    years: "two years",
    exams: "CAT, XAT, GMAT, CMAT, MAT and SNAP",
    fees: "₹5 lakh to ₹25 lakh for the whole programme",
    careers: "consulting, finance, marketing, operations, product management and entrepreneurship",
    choose: "the average placement against the total fee, the batch's work experience and the alumni network",
  },
  {
    pageName: "BBA",
    full: "Bachelor of Business Administration",
    years: "three years (four with honours under NEP 2020)",
    exams: "IPMAT, NPAT, SET, CUET UG and university tests",
    fees: "₹1 lakh to ₹4 lakh a year",
    careers: "sales, marketing, business development, family business and an MBA later",
    choose: "the internships on offer, the faculty and whether the degree leads on to a good MBA",
  },
  {
    pageName: "B.Com",
    full: "Bachelor of Commerce",
    years: "three years (four with honours under NEP 2020)",
    exams: "CUET UG for central universities, and merit lists in most state universities",
    fees: "₹10,000 to ₹2 lakh a year",
    careers: "accounting, banking, taxation, CA/CS/CMA, finance and an MBA",
    choose: "the college's cut-off, its commerce society and how well it supports CA or CS preparation",
  },
  {
    pageName: "B.Sc",
    full: "Bachelor of Science",
    years: "three years (four with honours and research under NEP 2020)",
    exams: "CUET UG, IISER Aptitude Test, NEST and university merit lists",
    fees: "₹10,000 to ₹1.5 lakh a year",
    careers: "research, teaching, laboratories, data analysis and a master's degree",
    choose: "the laboratories, research projects for undergraduates and the subjects on offer",
  },
  {
    pageName: "B.Sc Nursing",
    full: "Bachelor of Science in Nursing",
    years: "four years",
    exams: "NEET UG, AIIMS Nursing and state nursing entrance tests",
    fees: "₹20,000 to ₹2 lakh a year",
    careers: "staff nurse in hospitals, nursing officer in government service, community health and nursing abroad",
    choose: "the hospital for clinical postings, Indian Nursing Council recognition and the fees",
  },
  {
    pageName: "BA",
    full: "Bachelor of Arts",
    years: "three years (four with honours under NEP 2020)",
    exams: "CUET UG and university merit lists",
    fees: "₹5,000 to ₹1.5 lakh a year",
    careers: "civil services, journalism, law, teaching, research and the social sector",
    choose: "the honours subject, the faculty and the college's record in civil services and higher studies",
  },
  {
    pageName: "BCA",
    full: "Bachelor of Computer Applications",
    years: "three years (four with honours under NEP 2020)",
    exams: "CUET UG, IPU CET and university tests",
    fees: "₹50,000 to ₹2.5 lakh a year",
    careers: "software development, web and app development, IT support and an MCA",
    choose: "the programming labs, internships with software companies and the placement record",
  },
];

export const demoNavCoursePages: NavCoursePage[] = courses.map((c) => ({
  pageName: c.pageName,
  bannerHeading: `Top ${c.pageName} Colleges in India 2027`,
  bannerText: `Compare ${c.full} (${c.pageName}) colleges by rank, fees and placements, and check eligibility and application dates in one place.`,
  title: `${c.pageName} Admission 2027: Eligibility, Fees, Entrance Exams and Top Colleges`,
  heading: `Why study ${c.pageName}?`,
  subHeading: `${c.full} is a ${c.years} programme. Graduates go into ${c.careers}.`,
  imgHeading: `How to choose a ${c.pageName} college`,
  imgPara1: `Admission is through ${c.exams}. Fees range from ${c.fees}.`,
  imgPara2: `Look beyond the rank: compare ${c.choose}. Always confirm dates and fees on the college's official website before you pay.`,
  tableHeading: `Top ${c.pageName} Colleges Ranked`,
  tableText: `The table lists colleges offering ${c.pageName}, ordered by rank, with the course fee and average and highest placement packages.`,
}));
