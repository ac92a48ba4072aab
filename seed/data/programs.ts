// Online and distance programs for the home page's "Find Your Perfect University Match Online" grid.
// Universities are real UGC-entitled online providers; fees and dates are illustrative.
import type { Colors, DemoProgram } from "./types.ts";

type Offer = [university: string, fees: number, applicationDate: string];

interface ProgramFacts {
  program: string;
  label: string;
  colors: Colors;
  eligibility: string;
  what: string;
  offers: Offer[];
}

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")} total`;

const facts: ProgramFacts[] = [
  { program: "Online MBA", label: "MBA", colors: ["#1e40af", "#60a5fa"], eligibility: "Graduation with 50% in any discipline", what: "a two-year MBA with specialisations in marketing, finance, HR and business analytics", offers: [["Amity University Online", 199_000, "2027-01-31"], ["Manipal University Jaipur Online", 175_000, "2027-01-15"], ["NMIMS CDOE", 196_000, "2027-02-10"], ["IGNOU", 62_000, "2027-01-31"]] },
  { program: "Online BBA", label: "BBA", colors: ["#9a3412", "#fb923c"], eligibility: "10+2 in any stream with 45%", what: "a three-year BBA with live weekend classes and recorded lectures", offers: [["Amity University Online", 165_000, "2027-06-30"], ["Jain University Online", 135_000, "2027-06-15"], ["LPU Online", 96_000, "2027-06-30"]] },
  { program: "Online MCA", label: "MCA", colors: ["#065f46", "#34d399"], eligibility: "BCA, B.Sc or B.Com with Mathematics at 10+2 or graduation, 50%", what: "a two-year MCA covering full-stack development, cloud computing and machine learning", offers: [["Manipal University Jaipur Online", 158_000, "2027-01-15"], ["Chandigarh University Online", 140_000, "2027-01-31"], ["Amity University Online", 170_000, "2027-01-31"]] },
  { program: "Online BCA", label: "BCA", colors: ["#6b21a8", "#c084fc"], eligibility: "10+2 with 45%; Mathematics preferred", what: "a three-year BCA with programming in Python, Java and web technologies", offers: [["Manipal University Jaipur Online", 135_000, "2027-06-30"], ["LPU Online", 90_000, "2027-06-30"], ["Chandigarh University Online", 120_000, "2027-06-15"]] },
  { program: "Online M.Com", label: "M.Com", colors: ["#9f1239", "#fb7185"], eligibility: "B.Com or BBA with 50%", what: "a two-year M.Com in accounting, taxation and corporate finance", offers: [["IGNOU", 17_000, "2027-01-31"], ["Jain University Online", 90_000, "2027-02-15"], ["LPU Online", 72_000, "2027-01-31"]] },
  { program: "Online B.Com", label: "B.Com", colors: ["#0f766e", "#2dd4bf"], eligibility: "10+2 in any stream with 45%", what: "a three-year B.Com with GST, accounting software and financial markets", offers: [["Manipal University Jaipur Online", 99_000, "2027-06-30"], ["IGNOU", 16_200, "2027-07-15"], ["DY Patil University Online", 84_000, "2027-06-30"]] },
  { program: "Online MA English", label: "MA", colors: ["#854d0e", "#facc15"], eligibility: "Graduation in any discipline", what: "a two-year MA in English literature and language", offers: [["IGNOU", 13_200, "2027-01-31"], ["Amity University Online", 110_000, "2027-01-31"]] },
  { program: "Online BA", label: "BA", colors: ["#1e3a8a", "#818cf8"], eligibility: "10+2 in any stream", what: "a three-year BA in English, economics, political science and psychology", offers: [["IGNOU", 10_800, "2027-07-15"], ["Amity University Online", 99_000, "2027-06-30"], ["Chandigarh University Online", 60_000, "2027-06-30"]] },
  { program: "Online M.Sc Data Science", label: "M.Sc", colors: ["#155e75", "#22d3ee"], eligibility: "B.Sc, BCA or B.Tech with Mathematics or Statistics, 50%", what: "a two-year M.Sc in statistics, machine learning and big-data tools", offers: [["Amity University Online", 240_000, "2027-01-31"], ["Manipal University Jaipur Online", 180_000, "2027-01-15"]] },
  { program: "Executive MBA", label: "EMBA", colors: ["#312e81", "#a5b4fc"], eligibility: "Graduation with 50% and at least 2 years of work experience", what: "an 18-month MBA for working professionals with weekend live sessions", offers: [["NMIMS CDOE", 240_000, "2027-02-28"], ["Symbiosis SSODL", 250_000, "2027-03-15"], ["Amity University Online", 290_000, "2027-02-28"]] },
  { program: "PG Diploma in Digital Marketing", label: "PGDM", colors: ["#831843", "#f472b6"], eligibility: "Graduation in any discipline", what: "a one-year diploma in SEO, social media, performance marketing and analytics", offers: [["Symbiosis SSODL", 60_000, "2027-03-31"], ["NMIMS CDOE", 85_000, "2027-03-15"]] },
  { program: "Online M.Sc Mathematics", label: "Maths", colors: ["#14532d", "#4ade80"], eligibility: "B.Sc with Mathematics, 50%", what: "a two-year M.Sc in algebra, analysis, differential equations and numerical methods", offers: [["IGNOU", 18_600, "2027-01-31"], ["Chandigarh University Online", 70_000, "2027-01-31"]] },
  { program: "Online MA Psychology", label: "Psych", colors: ["#7c2d12", "#fdba74"], eligibility: "Graduation in any discipline; Psychology at graduation preferred", what: "a two-year MA in clinical, counselling and organisational psychology", offers: [["IGNOU", 26_000, "2027-01-31"], ["Amity University Online", 120_000, "2027-01-31"], ["Jain University Online", 110_000, "2027-02-15"]] },
  { program: "Online B.Sc", label: "B.Sc", colors: ["#0c4a6e", "#38bdf8"], eligibility: "10+2 with Science", what: "a three-year B.Sc in mathematics, physics and computer science", offers: [["IGNOU", 14_400, "2027-07-15"], ["Chandigarh University Online", 75_000, "2027-06-30"]] },
  { program: "Online PGDM", label: "PGDM", colors: ["#4c1d95", "#a78bfa"], eligibility: "Graduation with 50%", what: "a two-year AICTE-approved PGDM in marketing, finance and operations", offers: [["Welingkar WeSchool Online", 150_000, "2027-02-28"], ["IMT Ghaziabad CDL", 185_000, "2027-03-15"]] },
  { program: "Online MA Economics", label: "Econ", colors: ["#713f12", "#fde047"], eligibility: "Graduation with Economics or Mathematics", what: "a two-year MA in micro and macroeconomics, econometrics and public policy", offers: [["IGNOU", 16_800, "2027-01-31"], ["Jain University Online", 95_000, "2027-02-15"]] },
];

export const demoPrograms: DemoProgram[] = facts.map((f) => ({
  program: f.program,
  label: f.label,
  colors: f.colors,
  imageAlt: `${f.program} programme illustration`,
  bannerHeading: `${f.program} Admission 2027`,
  bannerSubHeading: `Compare fees, eligibility and last dates of ${f.what} from UGC-entitled universities.`,
  title: `${f.program}: Universities, Fees and Eligibility`,
  courses: f.offers.map(([university, fees, applicationDate]) => ({
    course: `${f.program} - ${university}`,
    fees: rupees(fees),
    eligibility: f.eligibility,
    applicationDate,
  })),
}));
