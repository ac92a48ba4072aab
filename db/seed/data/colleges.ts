// Demo colleges: real institution names with indicative fees and placements, so the demo reads like a real
// portal. Figures are illustrative; the site tells readers to verify everything on official sites.

export interface DemoStream {
  name: string;
  fee: string;
  applicationDate: string;
}
export interface DemoCourse {
  name: string;
  fees: string;
  eligibility: string;
  applicationDate: string;
  streams?: DemoStream[];
}
export interface DemoCollege {
  name: string;
  shortName: string;
  colors: [string, string];
  subheading: string;
  city: string;
  state: string;
  rank: number;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  eligibility: string;
  bannerText: string;
  bannerSubText: string;
  heading: string;
  subHeading1: string;
  subHeading2: string;
  courses: DemoCourse[];
}

type Kind = "tech" | "med" | "mgmt" | "uni" | "com";
// name, short name, city, state, kind, first-year fee (lakh), average and highest package (LPA)
const rows: [string, string, string, string, Kind, number, number, number][] = [
  ["Indian Institute of Technology Delhi", "IIT Delhi", "New Delhi", "Delhi", "tech", 2.3, 25, 120],
  ["Indian Institute of Technology Bombay", "IIT Bombay", "Mumbai", "Maharashtra", "tech", 2.3, 26, 150],
  ["Indian Institute of Technology Madras", "IIT Madras", "Chennai", "Tamil Nadu", "tech", 2.1, 24, 130],
  ["Indian Institute of Technology Kanpur", "IIT Kanpur", "Kanpur", "Uttar Pradesh", "tech", 2.2, 23, 110],
  ["Indian Institute of Technology Kharagpur", "IIT Kharagpur", "Kharagpur", "West Bengal", "tech", 2.1, 21, 100],
  ["Indian Institute of Technology Roorkee", "IIT Roorkee", "Roorkee", "Uttarakhand", "tech", 2.2, 20, 95],
  ["Indian Institute of Technology Hyderabad", "IIT Hyderabad", "Hyderabad", "Telangana", "tech", 2.2, 20, 64],
  ["Indian Institute of Science", "IISc", "Bengaluru", "Karnataka", "uni", 0.4, 22, 60],
  ["All India Institute of Medical Sciences Delhi", "AIIMS Delhi", "New Delhi", "Delhi", "med", 0.02, 14, 30],
  ["Indian Institute of Management Ahmedabad", "IIM Ahmedabad", "Ahmedabad", "Gujarat", "mgmt", 12.5, 32, 115],
  ["Indian Institute of Management Bangalore", "IIM Bangalore", "Bengaluru", "Karnataka", "mgmt", 12.2, 33, 80],
  ["Indian Institute of Management Calcutta", "IIM Calcutta", "Kolkata", "West Bengal", "mgmt", 13.5, 34, 90],
  ["National Institute of Technology Tiruchirappalli", "NIT Trichy", "Tiruchirappalli", "Tamil Nadu", "tech", 1.6, 13, 52],
  ["National Institute of Technology Karnataka", "NIT Surathkal", "Mangaluru", "Karnataka", "tech", 1.6, 14, 55],
  ["National Institute of Technology Warangal", "NIT Warangal", "Warangal", "Telangana", "tech", 1.6, 14, 88],
  ["Jawaharlal Nehru University", "JNU", "New Delhi", "Delhi", "uni", 0.1, 8, 18],
  ["Banaras Hindu University", "BHU", "Varanasi", "Uttar Pradesh", "uni", 0.3, 9, 24],
  ["Jadavpur University", "Jadavpur", "Kolkata", "West Bengal", "tech", 0.1, 11, 60],
  ["Anna University", "Anna Univ", "Chennai", "Tamil Nadu", "tech", 0.5, 7, 33],
  ["University of Delhi", "DU", "New Delhi", "Delhi", "uni", 0.3, 7, 30],
  ["Shri Ram College of Commerce", "SRCC", "New Delhi", "Delhi", "com", 0.3, 10, 32],
  ["Christian Medical College Vellore", "CMC Vellore", "Vellore", "Tamil Nadu", "med", 0.5, 12, 25],
  ["Manipal Academy of Higher Education", "Manipal", "Manipal", "Karnataka", "uni", 4.5, 9, 44],
  ["Vellore Institute of Technology", "VIT", "Vellore", "Tamil Nadu", "tech", 2.0, 9, 102],
  ["Birla Institute of Technology and Science Pilani", "BITS Pilani", "Pilani", "Rajasthan", "tech", 5.4, 18, 60],
  ["Delhi Technological University", "DTU", "New Delhi", "Delhi", "tech", 2.2, 15, 82],
  ["Netaji Subhas University of Technology", "NSUT", "New Delhi", "Delhi", "tech", 2.2, 15, 65],
  ["Indraprastha Institute of Information Technology Delhi", "IIIT Delhi", "New Delhi", "Delhi", "tech", 4.0, 19, 55],
  ["International Institute of Information Technology Hyderabad", "IIIT Hyderabad", "Hyderabad", "Telangana", "tech", 3.6, 30, 74],
  ["Malaviya National Institute of Technology Jaipur", "MNIT Jaipur", "Jaipur", "Rajasthan", "tech", 1.6, 12, 64],
  ["Manipal University Jaipur", "MUJ", "Jaipur", "Rajasthan", "uni", 3.8, 7, 35],
  ["LNM Institute of Information Technology", "LNMIIT", "Jaipur", "Rajasthan", "tech", 3.5, 13, 42],
  ["Veermata Jijabai Technological Institute", "VJTI", "Mumbai", "Maharashtra", "tech", 0.9, 10, 46],
  ["Institute of Chemical Technology", "ICT Mumbai", "Mumbai", "Maharashtra", "tech", 0.9, 9, 25],
  ["Narsee Monjee Institute of Management Studies", "NMIMS", "Mumbai", "Maharashtra", "mgmt", 4.2, 15, 40],
  ["College of Engineering Pune", "COEP", "Pune", "Maharashtra", "tech", 0.9, 9, 48],
  ["Symbiosis International University", "Symbiosis", "Pune", "Maharashtra", "mgmt", 3.8, 12, 32],
  ["Savitribai Phule Pune University", "SPPU", "Pune", "Maharashtra", "uni", 0.4, 5, 18],
  ["Madras Medical College", "MMC Chennai", "Chennai", "Tamil Nadu", "med", 0.2, 11, 22],
  ["Stanley Medical College", "Stanley", "Chennai", "Tamil Nadu", "med", 0.2, 10, 20],
  ["Loyola College Chennai", "Loyola", "Chennai", "Tamil Nadu", "com", 0.6, 5, 14],
  ["Bangalore Medical College and Research Institute", "BMCRI", "Bengaluru", "Karnataka", "med", 0.6, 11, 21],
  ["St. John's Medical College", "St Johns", "Bengaluru", "Karnataka", "med", 6.0, 10, 20],
  ["Kasturba Medical College Manipal", "KMC Manipal", "Manipal", "Karnataka", "med", 17.0, 12, 24],
  ["Christ University", "Christ", "Bengaluru", "Karnataka", "com", 2.4, 6, 18],
  ["RV College of Engineering", "RVCE", "Bengaluru", "Karnataka", "tech", 2.5, 11, 62],
  ["Osmania University", "Osmania", "Hyderabad", "Telangana", "uni", 0.4, 5, 16],
  ["University of Hyderabad", "UoH", "Hyderabad", "Telangana", "uni", 0.2, 8, 20],
  ["Presidency University Kolkata", "Presidency", "Kolkata", "West Bengal", "uni", 0.1, 6, 14],
  ["St. Xavier's College Kolkata", "Xaviers", "Kolkata", "West Bengal", "com", 0.5, 6, 15],
  ["Maulana Azad National Institute of Technology", "MANIT", "Bhopal", "Madhya Pradesh", "tech", 1.6, 10, 44],
  ["All India Institute of Medical Sciences Bhopal", "AIIMS Bhopal", "Bhopal", "Madhya Pradesh", "med", 0.02, 12, 24],
  ["Indian Institute of Science Education and Research Bhopal", "IISER Bhopal", "Bhopal", "Madhya Pradesh", "uni", 0.9, 9, 22],
  ["Thapar Institute of Engineering and Technology", "Thapar", "Patiala", "Punjab", "tech", 4.4, 11, 46],
  ["Punjab Engineering College", "PEC", "Chandigarh", "Chandigarh", "tech", 1.6, 12, 55],
  ["Panjab University", "Panjab Univ", "Chandigarh", "Chandigarh", "uni", 0.5, 6, 18],
  ["Lovely Professional University", "LPU", "Phagwara", "Punjab", "uni", 2.4, 6, 64],
  ["Amity University Noida", "Amity", "Noida", "Uttar Pradesh", "uni", 3.5, 6, 25],
  ["Jaypee Institute of Information Technology", "JIIT", "Noida", "Uttar Pradesh", "tech", 3.7, 9, 45],
  ["Shiv Nadar University", "SNU", "Noida", "Uttar Pradesh", "uni", 4.2, 9, 40],
  ["Government Medical College Chandigarh", "GMCH", "Chandigarh", "Chandigarh", "med", 0.2, 11, 22],
  ["Cochin University of Science and Technology", "CUSAT", "Kochi", "Kerala", "tech", 0.6, 7, 30],
  ["KIIT University", "KIIT", "Bhubaneswar", "Odisha", "tech", 3.5, 8, 63],
  ["Xavier Institute of Management Bhubaneswar", "XIMB", "Bhubaneswar", "Odisha", "mgmt", 10.0, 24, 60],
  ["Management Development Institute Gurgaon", "MDI Gurgaon", "Gurugram", "Haryana", "mgmt", 12.0, 26, 55],
  ["Nirma University", "Nirma", "Ahmedabad", "Gujarat", "tech", 2.8, 8, 30],
];

const palette: [string, string][] = [
  ["#1e3a8a", "#2563eb"],
  ["#7c2d12", "#ea580c"],
  ["#14532d", "#16a34a"],
  ["#581c87", "#9333ea"],
  ["#134e4a", "#0d9488"],
  ["#831843", "#db2777"],
];

const lakh = (n: number) => `₹${n < 1 ? Math.round(n * 100_000).toLocaleString("en-IN") : `${n} Lakh`}`;
const dates = ["15 May 2025", "31 May 2025", "20 June 2025", "10 July 2025"];

function stream(name: string, fee: number, i: number): DemoStream {
  return { name, fee: lakh(fee), applicationDate: `2025-0${5 + (i % 3)}-${10 + i}` };
}

function coursesFor(kind: Kind, fee: number, i: number): DemoCourse[] {
  const d = dates[i % dates.length];
  const tech: DemoCourse = {
    name: "B.Tech",
    fees: lakh(fee),
    eligibility: "10+2 with PCM, JEE Main / JEE Advanced",
    applicationDate: d,
    streams: [
      stream("Computer Science and Engineering", fee, 1),
      stream("Electronics and Communication Engineering", fee, 2),
      stream("Mechanical Engineering", fee, 3),
      stream("Civil Engineering", fee, 4),
    ],
  };
  const mtech: DemoCourse = {
    name: "M.Tech",
    fees: lakh(Math.max(0.5, fee * 0.6)),
    eligibility: "B.E./B.Tech with GATE score",
    applicationDate: d,
    streams: [stream("Computer Science", fee * 0.6, 5), stream("VLSI Design", fee * 0.6, 6)],
  };
  const mba: DemoCourse = {
    name: "MBA",
    fees: lakh(Math.max(fee, 2)),
    eligibility: "Graduation with 50%, CAT / XAT / MAT",
    applicationDate: d,
  };
  switch (kind) {
    case "tech":
      return i % 2 ? [tech, mtech, mba] : [tech, mtech];
    case "med":
      return [
        { name: "MBBS", fees: lakh(fee), eligibility: "10+2 with PCB, NEET UG", applicationDate: d },
        { name: "B.Sc Nursing", fees: lakh(Math.max(0.1, fee / 2)), eligibility: "10+2 with PCB", applicationDate: d },
        { name: "MD", fees: lakh(fee * 2), eligibility: "MBBS with NEET PG", applicationDate: d },
      ];
    case "mgmt":
      return [mba, { name: "BBA", fees: lakh(fee / 3), eligibility: "10+2 in any stream", applicationDate: d }];
    case "com":
      return [
        { name: "B.Com", fees: lakh(fee), eligibility: "10+2 with Commerce, CUET UG", applicationDate: d },
        { name: "BA", fees: lakh(fee * 0.8), eligibility: "10+2 in any stream, CUET UG", applicationDate: d },
        { name: "B.Sc", fees: lakh(fee), eligibility: "10+2 with Science, CUET UG", applicationDate: d },
      ];
    case "uni":
      return [
        { name: "B.Sc", fees: lakh(fee), eligibility: "10+2 with Science", applicationDate: d },
        { name: "BA", fees: lakh(fee * 0.8), eligibility: "10+2 in any stream", applicationDate: d },
        { name: "M.Sc", fees: lakh(fee), eligibility: "B.Sc in the relevant subject", applicationDate: d },
        ...(i % 3 === 0 ? [tech] : []),
      ];
  }
}

const subheadings: Record<Kind, string> = {
  tech: "Engineering · Government and private institutes",
  med: "Medical · NEET-based admission",
  mgmt: "Management · CAT / XAT admission",
  uni: "University · UG, PG and research",
  com: "Commerce and Arts · CUET admission",
};

export const demoColleges: DemoCollege[] = rows.map(([name, shortName, city, state, kind, fee, avg, high], i) => ({
  name,
  shortName,
  colors: palette[i % palette.length],
  subheading: `${city}, ${state} · ${subheadings[kind]}`,
  city,
  state,
  rank: i + 1,
  fee: lakh(fee),
  placementAvg: `₹${avg} LPA`,
  placementHigh: `₹${high} LPA`,
  eligibility: coursesFor(kind, fee, i)[0].eligibility,
  bannerText: `${name}: Admission 2025, Courses, Fees and Placements`,
  bannerSubText: `Everything you need before applying to ${shortName}: eligibility, fees, cut-offs and placement records.`,
  heading: `About ${name}`,
  subHeading1: `${shortName} is one of India's leading institutions, located in ${city}, ${state}.`,
  subHeading2: `Average package ₹${avg} LPA, highest ₹${high} LPA in the latest placement season.`,
  courses: coursesFor(kind, fee, i),
}));
