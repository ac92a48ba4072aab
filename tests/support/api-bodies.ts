// Valid request bodies in the API's spellings, for tests.
export function collegeBody(name = "Shivaji Institute of Technology", overrides: Record<string, unknown> = {}) {
  return {
    collegeName: name,
    subheading: "Approved by AICTE",
    logo: "https://example.in/logo.png",
    city: "Pune",
    state: "Maharashtra",
    rank: 12,
    fee: "₹1,20,000 per year",
    placementavg: "₹6 LPA",
    placementhig: "₹24 LPA",
    eligibility: "10+2 with PCM",
    coursesDeatils: [
      { courses: "B.Tech", fees: "₹1,20,000", eligibility: "10+2 PCM, JEE Main", applicationDate: "2025-05-31" },
      { courses: "MBA", fees: "₹2,00,000", eligibility: "Graduation, CAT", applicationDate: "2025-03-15" },
    ],
    bannerText: "Admissions open 2025",
    bannersubText: "Apply before 31 May",
    heading: "About the institute",
    subHeading1: "Founded in 1983",
    subHeading2: "NAAC A+ accredited",
    ...overrides,
  };
}

export const navCourseBody = {
  pageName: "BTech",
  bannerHeading: "Top B.Tech colleges in India",
  bannerText: "Compare fees, placements and cut-offs.",
  title: "B.Tech colleges 2025",
  heading: "Why B.Tech?",
  subHeading: "Four years, many branches",
  imgHeading: "Campus life",
  imgpara1: "Labs, hostels and clubs.",
  imgpara2: "Internships from the third year.",
  tableHeading: "Ranked list",
  tableText: "Ranked by NIRF 2024.",
};

export const programFields = {
  program: "Online MBA",
  name: "Students in a lecture hall",
  bannnerHeading: "Online MBA programs",
  bannnerSubHeading: "Study while you work",
  title: "Compare online MBAs",
};

export const programCourses = [
  { course: "MBA Finance", fees: "₹1,50,000", eligibility: "Graduation", applicationDate: "30 June 2025" },
];

/** A lead as a client of POST /api/user/lead_data sends it. */
export const leadBody = {
  name: "Rohan Verma",
  email: "rohan@example.in",
  phone: "+91 98765 43210",
  city: "Patna",
  course: "btech",
  terms: true,
};
