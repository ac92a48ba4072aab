// The demo catalogue: 68 real Indian institutions in 19 states. Names, cities and kinds are real; fees,
// placements, ranks and dates are illustrative (in rupees, for the 2027 admission cycle).
import type { Colors, DemoCollege, DemoCourse, DemoStream } from "./types.ts";

type Kind = "engineering" | "multi" | "medical" | "management" | "commerce-arts" | "design" | "law";

// name, short name, city, state, kind, ownership, established, annual fee of the main course, average and
// highest placement in lakh per annum
type Row = [string, string, string, string, Kind, string, number, number, number, number];

const rows: Row[] = [
  ["Indian Institute of Technology Madras", "IIT Madras", "Chennai", "Tamil Nadu", "engineering", "Public", 1959, 228_000, 21.5, 131],
  ["Indian Institute of Technology Delhi", "IIT Delhi", "New Delhi", "Delhi", "engineering", "Public", 1961, 227_000, 22, 120],
  ["Indian Institute of Technology Bombay", "IIT Bombay", "Mumbai", "Maharashtra", "engineering", "Public", 1958, 230_000, 23.5, 168],
  ["Indian Institute of Technology Kanpur", "IIT Kanpur", "Kanpur", "Uttar Pradesh", "engineering", "Public", 1959, 226_000, 20, 110],
  ["Indian Institute of Technology Kharagpur", "IIT Kharagpur", "Kharagpur", "West Bengal", "engineering", "Public", 1951, 224_000, 19, 95],
  ["All India Institute of Medical Sciences New Delhi", "AIIMS Delhi", "New Delhi", "Delhi", "medical", "Public", 1956, 1_628, 0, 0],
  ["Indian Institute of Management Ahmedabad", "IIM Ahmedabad", "Ahmedabad", "Gujarat", "management", "Public", 1961, 1_260_000, 34, 115],
  ["Indian Institute of Technology Roorkee", "IIT Roorkee", "Roorkee", "Uttarakhand", "engineering", "Public", 1847, 222_000, 18.5, 85],
  ["Indian Institute of Management Bangalore", "IIM Bangalore", "Bengaluru", "Karnataka", "management", "Public", 1973, 1_225_000, 33.8, 105],
  ["Indian Institute of Technology Guwahati", "IIT Guwahati", "Guwahati", "Assam", "engineering", "Public", 1994, 221_000, 17.5, 75],
  ["Christian Medical College Vellore", "CMC Vellore", "Vellore", "Tamil Nadu", "medical", "Private", 1900, 52_000, 0, 0],
  ["Indian Institute of Technology Hyderabad", "IIT Hyderabad", "Hyderabad", "Telangana", "engineering", "Public", 2008, 220_000, 19, 64],
  ["Indian Institute of Management Calcutta", "IIM Calcutta", "Kolkata", "West Bengal", "management", "Public", 1961, 1_350_000, 34.2, 110],
  ["National Institute of Technology Tiruchirappalli", "NIT Trichy", "Tiruchirappalli", "Tamil Nadu", "engineering", "Public", 1964, 165_000, 14.5, 52],
  ["Jawaharlal Nehru University", "JNU", "New Delhi", "Delhi", "commerce-arts", "Public", 1969, 1_200, 8, 18],
  ["Shri Ram College of Commerce", "SRCC", "New Delhi", "Delhi", "commerce-arts", "Public", 1926, 30_000, 10.5, 36],
  ["Maulana Azad Medical College", "MAMC", "New Delhi", "Delhi", "medical", "Public", 1958, 4_500, 0, 0],
  ["National Law School of India University", "NLSIU", "Bengaluru", "Karnataka", "law", "Public", 1987, 292_000, 16, 30],
  ["Birla Institute of Technology and Science Pilani", "BITS Pilani", "Pilani", "Rajasthan", "engineering", "Private", 1964, 545_000, 18, 60],
  ["National Institute of Technology Karnataka Surathkal", "NITK", "Mangaluru", "Karnataka", "engineering", "Public", 1960, 162_000, 13.8, 54],
  ["Indian Institute of Management Lucknow", "IIM Lucknow", "Lucknow", "Uttar Pradesh", "management", "Public", 1984, 1_160_000, 32, 95],
  ["Jadavpur University", "JU", "Kolkata", "West Bengal", "engineering", "Public", 1955, 2_400, 12, 48],
  ["Anna University", "Anna Univ", "Chennai", "Tamil Nadu", "engineering", "Public", 1978, 50_000, 8.5, 40],
  ["Lady Shri Ram College for Women", "LSR", "New Delhi", "Delhi", "commerce-arts", "Public", 1956, 28_000, 8, 24],
  ["Delhi Technological University", "DTU", "New Delhi", "Delhi", "engineering", "Public", 1941, 219_000, 15, 82],
  ["National Institute of Technology Warangal", "NIT Warangal", "Warangal", "Telangana", "engineering", "Public", 1959, 163_000, 14, 88],
  ["Kasturba Medical College Manipal", "KMC Manipal", "Manipal", "Karnataka", "medical", "Private", 1953, 1_760_000, 0, 0],
  ["XLRI Xavier School of Management", "XLRI", "Jamshedpur", "Jharkhand", "management", "Private", 1949, 1_300_000, 30, 75],
  ["Hindu College", "Hindu", "New Delhi", "Delhi", "commerce-arts", "Public", 1899, 24_000, 8.5, 21],
  ["Vellore Institute of Technology", "VIT", "Vellore", "Tamil Nadu", "engineering", "Private", 1984, 198_000, 9, 102],
  ["National Institute of Design Ahmedabad", "NID", "Ahmedabad", "Gujarat", "design", "Public", 1961, 365_000, 9.5, 30],
  ["National Law University Delhi", "NLU Delhi", "New Delhi", "Delhi", "law", "Public", 2008, 280_000, 15, 28],
  ["National Institute of Technology Rourkela", "NIT Rourkela", "Rourkela", "Odisha", "engineering", "Public", 1961, 160_000, 12.5, 46],
  ["Faculty of Management Studies Delhi", "FMS Delhi", "New Delhi", "Delhi", "management", "Public", 1954, 12_000, 32, 123],
  ["Madras Medical College", "MMC", "Chennai", "Tamil Nadu", "medical", "Public", 1835, 13_600, 0, 0],
  ["St. Stephen's College", "St Stephens", "New Delhi", "Delhi", "commerce-arts", "Private", 1881, 42_000, 9, 26],
  ["Manipal Institute of Technology", "MIT Manipal", "Manipal", "Karnataka", "engineering", "Private", 1957, 445_000, 11, 54],
  ["Amity University Noida", "Amity", "Noida", "Uttar Pradesh", "multi", "Private", 2005, 345_000, 6.5, 61],
  ["Bangalore Medical College and Research Institute", "BMCRI", "Bengaluru", "Karnataka", "medical", "Public", 1955, 59_000, 0, 0],
  ["SP Jain Institute of Management and Research", "SPJIMR", "Mumbai", "Maharashtra", "management", "Private", 1981, 1_150_000, 33, 78],
  ["Thapar Institute of Engineering and Technology", "Thapar", "Patiala", "Punjab", "engineering", "Private", 1956, 425_000, 11.5, 45],
  ["Loyola College", "Loyola", "Chennai", "Tamil Nadu", "commerce-arts", "Private", 1925, 38_000, 6, 15],
  ["Malaviya National Institute of Technology Jaipur", "MNIT Jaipur", "Jaipur", "Rajasthan", "engineering", "Public", 1963, 158_000, 12, 64],
  ["Chandigarh University", "CU", "Mohali", "Punjab", "multi", "Private", 2012, 260_000, 7, 54],
  ["St. John's Medical College", "St Johns", "Bengaluru", "Karnataka", "medical", "Private", 1963, 660_000, 0, 0],
  ["Management Development Institute Gurgaon", "MDI", "Gurugram", "Haryana", "management", "Private", 1973, 1_180_000, 27, 60],
  ["St. Xavier's College Mumbai", "Xaviers", "Mumbai", "Maharashtra", "commerce-arts", "Private", 1869, 42_000, 7, 18],
  ["College of Engineering Pune", "COEP", "Pune", "Maharashtra", "engineering", "Public", 1854, 95_000, 9.5, 42],
  ["National Institute of Fashion Technology Delhi", "NIFT", "New Delhi", "Delhi", "design", "Public", 1986, 310_000, 7, 20],
  ["PSG College of Technology", "PSG Tech", "Coimbatore", "Tamil Nadu", "engineering", "Private", 1951, 185_000, 7.5, 30],
  ["Grant Government Medical College", "GGMC", "Mumbai", "Maharashtra", "medical", "Public", 1845, 104_000, 0, 0],
  ["Symbiosis Institute of Business Management Pune", "SIBM Pune", "Pune", "Maharashtra", "management", "Private", 1978, 1_250_000, 27.5, 52],
  ["Christ University", "Christ", "Bengaluru", "Karnataka", "commerce-arts", "Private", 1969, 165_000, 6.5, 18],
  ["International Institute of Information Technology Hyderabad", "IIIT Hyderabad", "Hyderabad", "Telangana", "engineering", "Private", 1998, 400_000, 30, 102],
  ["Miranda House", "Miranda", "New Delhi", "Delhi", "commerce-arts", "Public", 1948, 21_000, 7.5, 19],
  ["Maulana Azad National Institute of Technology", "MANIT", "Bhopal", "Madhya Pradesh", "engineering", "Public", 1960, 157_000, 10.5, 41],
  ["All India Institute of Medical Sciences Bhopal", "AIIMS Bhopal", "Bhopal", "Madhya Pradesh", "medical", "Public", 2012, 1_628, 0, 0],
  ["Indian Institute of Management Indore", "IIM Indore", "Indore", "Madhya Pradesh", "management", "Public", 1996, 1_010_000, 25.5, 68],
  ["St. Xavier's College Kolkata", "SXC Kolkata", "Kolkata", "West Bengal", "commerce-arts", "Private", 1860, 45_000, 6, 16],
  ["RV College of Engineering", "RVCE", "Bengaluru", "Karnataka", "engineering", "Private", 1963, 250_000, 10, 62],
  ["King George's Medical University", "KGMU", "Lucknow", "Uttar Pradesh", "medical", "Public", 1905, 54_000, 0, 0],
  ["Narsee Monjee College of Commerce and Economics", "NM College", "Mumbai", "Maharashtra", "commerce-arts", "Private", 1964, 48_000, 6.5, 17],
  ["National Institute of Technology Calicut", "NIT Calicut", "Kozhikode", "Kerala", "engineering", "Public", 1961, 161_000, 12, 45],
  ["Fergusson College", "Fergusson", "Pune", "Maharashtra", "commerce-arts", "Public", 1885, 18_000, 5, 12],
  ["Netaji Subhas University of Technology", "NSUT", "New Delhi", "Delhi", "engineering", "Public", 1983, 223_000, 15.5, 75],
  ["Banaras Hindu University", "BHU", "Varanasi", "Uttar Pradesh", "multi", "Public", 1916, 45_000, 8, 30],
  ["Madras Christian College", "MCC", "Chennai", "Tamil Nadu", "commerce-arts", "Private", 1837, 40_000, 5.5, 14],
  ["Indian Institute of Technology Indore", "IIT Indore", "Indore", "Madhya Pradesh", "engineering", "Public", 2009, 219_000, 18, 60],
];

const palette: Colors[] = [
  ["#1e40af", "#3b82f6"],
  ["#9a3412", "#f97316"],
  ["#065f46", "#10b981"],
  ["#6b21a8", "#a855f7"],
  ["#9f1239", "#f43f5e"],
  ["#0f766e", "#14b8a6"],
  ["#854d0e", "#eab308"],
  ["#1e3a8a", "#6366f1"],
];

const rupees = (n: number) => `₹${Math.round(n).toLocaleString("en-IN")}`;
const perYear = (n: number) => `${rupees(n)} per year`;

const btechStreams = (fee: number): DemoStream[] => [
  { name: "Computer Science and Engineering", fee: perYear(fee), applicationDate: "2027-05-31" },
  { name: "Electronics and Communication Engineering", fee: perYear(fee), applicationDate: "2027-05-31" },
  { name: "Mechanical Engineering", fee: perYear(fee * 0.95), applicationDate: "2027-06-15" },
  { name: "Civil Engineering", fee: perYear(fee * 0.95), applicationDate: "2027-06-15" },
];
const mtechStreams = (fee: number): DemoStream[] => [
  { name: "Computer Science and Engineering", fee: perYear(fee), applicationDate: "2027-04-15" },
  { name: "VLSI Design", fee: perYear(fee), applicationDate: "2027-04-15" },
  { name: "Structural Engineering", fee: perYear(fee * 0.9), applicationDate: "2027-04-30" },
];

/** The courses a college of each kind offers; `fee` is the main course's annual fee. */
function coursesFor(kind: Kind, fee: number, index: number): DemoCourse[] {
  const twelfth = "10+2 with 75% in Physics, Chemistry and Mathematics; JEE Main / JEE Advanced rank";
  switch (kind) {
    case "engineering":
      return [
        { name: "B.Tech", fees: perYear(fee), eligibility: twelfth, applicationDate: "2027-05-31", streams: btechStreams(fee) },
        { name: "M.Tech", fees: perYear(fee * 0.6), eligibility: "B.E./B.Tech with a valid GATE score", applicationDate: "2027-04-15", streams: mtechStreams(fee * 0.6) },
        ...(index % 2 === 0 ? [{ name: "MBA", fees: perYear(fee * 1.8), eligibility: "Graduation with 60% and a CAT score", applicationDate: "2027-01-31" }] : []),
        { name: "PhD", fees: perYear(fee * 0.25), eligibility: "Master's degree with 60% and GATE/NET or an interview", applicationDate: "2027-03-31" },
      ];
    case "multi":
      return [
        { name: "B.Tech", fees: perYear(fee), eligibility: "10+2 with 60% in PCM; JEE Main or the university's own test", applicationDate: "2027-06-30", streams: btechStreams(fee) },
        { name: "MBA", fees: perYear(fee * 1.2), eligibility: "Graduation with 50% and CAT/MAT/CMAT score", applicationDate: "2027-03-31" },
        { name: "BBA", fees: perYear(fee * 0.75), eligibility: "10+2 in any stream with 50%", applicationDate: "2027-06-30" },
        { name: "B.Com", fees: perYear(fee * 0.5), eligibility: "10+2 with Commerce or Mathematics, 50%", applicationDate: "2027-06-30" },
        { name: "BCA", fees: perYear(fee * 0.55), eligibility: "10+2 with Mathematics, 50%", applicationDate: "2027-06-30" },
        { name: "B.Sc", fees: perYear(fee * 0.4), eligibility: "10+2 with Science, 50%", applicationDate: "2027-06-30" },
      ];
    case "medical":
      return [
        { name: "MBBS", fees: perYear(fee), eligibility: "10+2 with Physics, Chemistry, Biology and English (50%); NEET UG qualified", applicationDate: "2027-07-20" },
        { name: "MD", fees: perYear(fee * 1.5), eligibility: "MBBS with internship; NEET PG qualified", applicationDate: "2027-08-10" },
        { name: "B.Sc Nursing", fees: perYear(Math.max(fee * 0.4, 12_000)), eligibility: "10+2 with PCB and English, 45%; NEET UG or state nursing test", applicationDate: "2027-06-30" },
        ...(index % 2 === 0 ? [{ name: "MS", fees: perYear(fee * 1.5), eligibility: "MBBS with internship; NEET PG qualified", applicationDate: "2027-08-10" }] : []),
      ];
    case "management":
      return [
        { name: "MBA", fees: perYear(fee), eligibility: "Graduation with 50% (45% for SC/ST/PwD) and a CAT score", applicationDate: "2027-01-31" },
        { name: "Executive MBA", fees: perYear(fee * 1.4), eligibility: "Graduation and at least 5 years of work experience; GMAT or GRE", applicationDate: "2027-02-28" },
        { name: "PhD", fees: perYear(fee * 0.05), eligibility: "Master's degree with 55% or CA/CS/ICWA; CAT/GMAT/GRE/UGC-NET", applicationDate: "2027-01-15" },
      ];
    case "commerce-arts":
      return [
        { name: "B.Com", fees: perYear(fee), eligibility: "10+2 with 60% and a CUET UG score", applicationDate: "2027-05-31" },
        { name: "BA", fees: perYear(fee * 0.8), eligibility: "10+2 in any stream with 50% and a CUET UG score", applicationDate: "2027-05-31" },
        { name: "B.Sc", fees: perYear(fee * 1.1), eligibility: "10+2 with Science and a CUET UG score", applicationDate: "2027-05-31" },
        ...(index % 2 === 0 ? [{ name: "M.Com", fees: perYear(fee * 0.9), eligibility: "B.Com with 55% and a CUET PG score", applicationDate: "2027-04-30" }] : []),
        { name: "MA", fees: perYear(fee * 0.8), eligibility: "Graduation with 50% and a CUET PG score", applicationDate: "2027-04-30" },
      ];
    case "design":
      return [
        { name: "B.Des", fees: perYear(fee), eligibility: "10+2 in any stream; qualifying design aptitude test and studio test", applicationDate: "2026-12-31" },
        { name: "M.Des", fees: perYear(fee * 1.1), eligibility: "Bachelor's degree of 4 years in design, architecture or engineering", applicationDate: "2026-12-31" },
      ];
    case "law":
      return [
        { name: "BA LLB", fees: perYear(fee), eligibility: "10+2 with 45%; CLAT UG (or AILET) rank", applicationDate: "2026-11-30" },
        { name: "LLM", fees: perYear(fee * 0.9), eligibility: "LLB with 50%; CLAT PG (or AILET) rank", applicationDate: "2026-11-30" },
      ];
  }
}

const kindWords: Record<Kind, string> = {
  engineering: "engineering and technology",
  multi: "engineering, management, commerce and science",
  medical: "medicine and nursing",
  management: "management",
  "commerce-arts": "commerce, arts and sciences",
  design: "design",
  law: "law",
};

const admissionExam: Record<Kind, string> = {
  engineering: "JEE Main, JEE Advanced and GATE",
  multi: "JEE Main, CUET and the university's own entrance test",
  medical: "NEET UG and NEET PG",
  management: "CAT, XAT and GMAT",
  "commerce-arts": "CUET UG and CUET PG",
  design: "the design aptitude test and studio test",
  law: "CLAT and AILET",
};

function lpa(n: number): string {
  return n === 0 ? "" : `₹${n} LPA`;
}

export const demoColleges: DemoCollege[] = rows.map(
  ([name, shortName, city, state, kind, ownership, estd, fee, avg, high], i) => ({
    name,
    shortName,
    colors: palette[i % palette.length],
    subheading: `${ownership} · Estd. ${estd} · ${city}, ${state}`,
    city,
    state,
    rank: i + 1,
    fee: perYear(fee),
    // Medical colleges place graduates through internships and residencies, not campus recruitment.
    placementAvg: lpa(avg),
    placementHigh: lpa(high),
    eligibility: coursesFor(kind, fee, i)[0].eligibility,
    bannerText: `${name} Admission 2027: Courses, Fees and Placements`,
    bannerSubText: `Application dates, eligibility and seat details for ${kindWords[kind]} programmes at ${shortName}.`,
    heading: `About ${name}`,
    subHeading1: `${name} is a ${ownership.toLowerCase()} institution in ${city}, ${state}, established in ${estd}, known for ${kindWords[kind]}.`,
    subHeading2: `Admission is through ${admissionExam[kind]}; check each course's eligibility and last date below before you apply.`,
    courses: coursesFor(kind, fee, i),
  }),
);
