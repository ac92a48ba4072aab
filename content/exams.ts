// The entrance exams (SPEC.md §2's nine, with JEE Advanced and CUET UG): what each exam is, on the home
// carousel, /Exam, /college-predictor and /exam/{slug}. An exam's page is the exam's, not one year's: its
// editions (JEE Main 2026, 2027 ...) and their dates are in the database (exam_schedules), entered by staff
// or imported from dated reports; the pages send readers to `officialSite` for anything not yet there.
// The first addresses carried a year (/exam/jee-main-2025); they redirect here (docs/decisions/037).

export interface Exam {
  slug: string;
  /** The exam's name in cards, links and titles: "JEE Main" */
  shortName: string;
  conductedBy: string;
  /** The official site's host ("jeemain.nta.nic.in"), linked over https as where the next dates appear */
  officialSite: string;
  /** What it gets you into, in one line */
  purpose: string;
  eligibility: string[];
  pattern: string[];
  /** Application fee for a general-category candidate, in rupees, as text; null when not held here */
  fee: string | null;
  /** The information bulletin the eligibility, pattern and fee were taken from: they are that edition's */
  rulesFrom: string;
}

export const exams: Exam[] = [
  {
    slug: "jee-main",
    shortName: "JEE Main",
    conductedBy: "National Testing Agency (NTA)",
    officialSite: "jeemain.nta.nic.in",
    purpose: "B.E./B.Tech and B.Arch/B.Planning at NITs, IIITs and CFTIs; qualifier for JEE Advanced (IITs).",
    eligibility: [
      "Passed or appearing in Class 12 (or equivalent) in 2023, 2024 or 2025, with Physics and Mathematics.",
      "No age limit; the candidate must meet the age rule of the institute they apply to.",
      "For NIT, IIIT and CFTI admission: 75% in Class 12 (65% for SC/ST) or a place in the top 20 percentile of the board.",
    ],
    pattern: [
      "Paper 1 (B.E./B.Tech): computer-based, 3 hours, 75 questions (25 each in Physics, Chemistry, Mathematics), 300 marks.",
      "Each section has 20 multiple-choice questions and 5 numerical-value questions; all 25 are compulsory.",
      "+4 for a correct answer and −1 for a wrong one, in both question types.",
      "Paper 2A (B.Arch) and 2B (B.Planning) add a drawing or planning section.",
    ],
    fee: "₹1,000 (boys, general) · ₹800 (girls, general)",
    rulesFrom: "JEE Main 2025 information bulletin",
  },
  {
    slug: "neet-ug",
    shortName: "NEET UG",
    conductedBy: "National Testing Agency (NTA)",
    officialSite: "neet.nta.nic.in",
    purpose: "MBBS, BDS, BAMS, BHMS, BUMS, BSMS and B.Sc Nursing seats across India, including AIIMS and JIPMER.",
    eligibility: [
      "Class 12 with Physics, Chemistry, Biology/Biotechnology and English.",
      "At least 50% in PCB for general category, 45% for general-PwD and 40% for SC/ST/OBC.",
      "At least 17 years old on 31 December 2025; no upper age limit.",
    ],
    pattern: [
      "Pen-and-paper test of 3 hours with 180 compulsory multiple-choice questions, 720 marks.",
      "Physics 45, Chemistry 45 and Biology (Botany and Zoology) 90 questions.",
      "+4 for a correct answer and −1 for a wrong one.",
      "Offered in 13 languages, including Hindi, Tamil, Bengali and Marathi.",
    ],
    fee: "₹1,700 (general) · ₹1,600 (EWS/OBC-NCL) · ₹1,000 (SC/ST/PwD)",
    rulesFrom: "NEET UG 2025 information bulletin",
  },
  {
    slug: "gate",
    shortName: "GATE",
    conductedBy: "IIT Roorkee, for the National Coordination Board",
    officialSite: "gate2025.iitr.ac.in",
    purpose:
      "M.Tech/ME and direct PhD admission at IITs, NITs and IISc; recruitment at PSUs such as ONGC, NTPC and IOCL.",
    eligibility: [
      "In the third or a later year of an undergraduate degree, or already graduated.",
      "B.E./B.Tech, B.Sc (4-year), M.Sc, MA, B.Arch and professional bodies' members (AMIE and others) may apply.",
      "No age limit; a candidate may take up to two papers from the allowed combinations.",
    ],
    pattern: [
      "Computer-based, 3 hours, 65 questions for 100 marks, in 30 subject papers.",
      "General Aptitude carries 15 marks; the subject paper carries 85.",
      "Multiple-choice, multiple-select and numerical-answer questions; negative marking only for multiple-choice.",
      "A GATE score stays valid for three years from the date of result.",
    ],
    fee: "₹1,800 (general) · ₹900 (women, SC/ST/PwD), per paper",
    rulesFrom: "GATE 2025 information bulletin",
  },
  {
    slug: "cat",
    shortName: "CAT",
    conductedBy: "Indian Institute of Management Kozhikode",
    officialSite: "iimcat.ac.in",
    purpose: "MBA and PGP admission at the 21 IIMs and over 1,000 business schools that accept CAT scores.",
    eligibility: [
      "A bachelor's degree with at least 50% marks or equal CGPA (45% for SC, ST and PwD).",
      "Final-year students may apply if they finish their degree before the programme starts.",
      "No age limit and no limit on the number of attempts.",
    ],
    pattern: [
      "Computer-based, 2 hours, three sections of 40 minutes each (41 minutes 20 seconds for PwD).",
      "Verbal Ability and Reading Comprehension; Data Interpretation and Logical Reasoning; Quantitative Ability.",
      "About 68 questions; +3 for a correct answer, −1 for a wrong multiple-choice answer, no penalty on typed answers.",
    ],
    fee: "₹2,500 (general) · ₹1,250 (SC/ST/PwD)",
    rulesFrom: "CAT 2025 information bulletin",
  },
  {
    slug: "clat",
    shortName: "CLAT",
    conductedBy: "Consortium of National Law Universities",
    officialSite: "consortiumofnlus.ac.in",
    purpose: "Five-year integrated LLB (UG) and one-year LLM (PG) at 24 National Law Universities.",
    eligibility: [
      "UG: Class 12 with at least 45% marks (40% for SC/ST); students appearing in March–April 2025 may apply.",
      "PG: an LLB degree with at least 50% marks (45% for SC/ST).",
      "No upper age limit for either programme.",
    ],
    pattern: [
      "UG: pen and paper, 2 hours, 120 multiple-choice questions on passages.",
      "Sections: English, Current Affairs and General Knowledge, Legal Reasoning, Logical Reasoning, Quantitative Techniques.",
      "+1 for a correct answer and −0.25 for a wrong one.",
    ],
    fee: "₹4,000 (general) · ₹3,500 (SC/ST/BPL)",
    rulesFrom: "CLAT 2025 information bulletin",
  },
  {
    slug: "upsc-cse",
    shortName: "UPSC CSE",
    conductedBy: "Union Public Service Commission",
    officialSite: "upsc.gov.in",
    purpose: "The Civil Services: IAS, IPS, IFS, IRS and other Group A and B central services.",
    eligibility: [
      "A bachelor's degree from a recognised university; final-year students may sit the Prelims.",
      "Aged 21 to 32 on 1 August 2025 for general candidates (up to 35 for OBC and 37 for SC/ST).",
      "Six attempts for general candidates, nine for OBC and unlimited (within the age limit) for SC/ST.",
    ],
    pattern: [
      "Prelims: two objective papers of 200 marks each; General Studies II (CSAT) is qualifying at 33%.",
      "Mains: nine descriptive papers, of which seven count for the merit list (1,750 marks).",
      "Personality test of 275 marks; the final list ranks on 2,025 marks.",
    ],
    fee: "₹100 (women, SC/ST and PwD candidates pay nothing)",
    rulesFrom: "UPSC CSE 2025 notice",
  },
  {
    slug: "bitsat",
    shortName: "BITSAT",
    conductedBy: "Birla Institute of Technology and Science, Pilani",
    officialSite: "bitsadmission.com",
    purpose: "Integrated first degrees (B.E., B.Pharm, M.Sc) at BITS Pilani, Goa and Hyderabad campuses.",
    eligibility: [
      "Passed Class 12 in 2024 or appearing in 2025 with Physics, Chemistry and Mathematics (or Biology for B.Pharm).",
      "At least 75% aggregate in PCM (or PCB) and at least 60% in each of the three subjects.",
      "Students who passed Class 12 in 2023 or earlier are not eligible.",
    ],
    pattern: [
      "Computer-based, 3 hours, 130 multiple-choice questions, 390 marks.",
      "Physics 30, Chemistry 30, English Proficiency 10, Logical Reasoning 20, Mathematics or Biology 40.",
      "+3 for a correct answer and −1 for a wrong one; 12 bonus questions for those who finish early.",
    ],
    fee: "₹3,400 (men) · ₹2,900 (women) for one session",
    rulesFrom: "BITSAT 2025 information bulletin",
  },
  {
    slug: "xat",
    shortName: "XAT",
    conductedBy: "XLRI Jamshedpur, for XAMI",
    officialSite: "xatonline.in",
    purpose: "MBA and PGDM admission at XLRI and over 250 business schools, including XIMB, IMT and GIM.",
    eligibility: [
      "A bachelor's degree of at least three years in any discipline.",
      "Final-year students who will graduate by June 2025 may apply.",
      "No minimum percentage is set by XAT itself; each school sets its own cut-off.",
    ],
    pattern: [
      "Computer-based, 3 hours 30 minutes, about 100 questions.",
      "Verbal and Logical Ability; Decision Making; Quantitative Ability and Data Interpretation; General Knowledge.",
      "+1 for a correct answer, −0.25 for a wrong one and −0.10 after eight unanswered questions.",
    ],
    fee: "₹2,200 (₹200 more for each XLRI programme chosen)",
    rulesFrom: "XAT 2025 information bulletin",
  },
  {
    slug: "srmjeee",
    shortName: "SRMJEEE",
    conductedBy: "SRM Institute of Science and Technology",
    officialSite: "srmist.edu.in",
    purpose:
      "B.Tech at SRM campuses in Kattankulathur, Ramapuram, Vadapalani, Delhi NCR, Tiruchirappalli and Amaravati.",
    eligibility: [
      "Class 12 with Physics, Mathematics and Chemistry, Biology, Biotechnology or Computer Science.",
      "At least 60% aggregate in those subjects (50% for some campuses and programmes).",
      "At least 16 years old on 31 July 2025.",
    ],
    pattern: [
      "Remote-proctored online test of 2 hours 30 minutes, 125 multiple-choice questions.",
      "Physics 35, Chemistry 35, Mathematics or Biology 40, English 5 and Aptitude 10.",
      "+1 for a correct answer; there is no negative marking.",
    ],
    fee: "₹1,200 per phase",
    rulesFrom: "SRMJEEE 2025 information bulletin",
  },
  {
    slug: "jee-advanced",
    shortName: "JEE Advanced",
    conductedBy: "One of the IITs in turn, for the Joint Admission Board",
    officialSite: "jeeadv.ac.in",
    purpose: "B.Tech, BS, B.Arch and dual-degree programmes at the 23 IITs; its ranks are used in JoSAA counselling.",
    eligibility: [],
    pattern: [],
    fee: null,
    rulesFrom: "",
  },
  {
    slug: "cuet-ug",
    shortName: "CUET UG",
    conductedBy: "National Testing Agency (NTA)",
    officialSite: "cuet.nta.nic.in",
    purpose: "Undergraduate admission at central universities such as Delhi University, BHU and JNU, and many others.",
    eligibility: [],
    pattern: [],
    fee: null,
    rulesFrom: "",
  },
];

export function findExam(slug: string): Exam | undefined {
  return exams.find((e) => e.slug === slug.toLowerCase());
}
