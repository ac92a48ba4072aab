// The fifteen fixed ranking pages of SPEC.md §2 (/Delhi, /CS, /mbbspage, ...): one route module
// (routes/site/ranking-page.tsx) renders any of them. Paths keep the spec's odd letter case; other
// spellings redirect to these. Fees are approximate yearly tuition for the 2024–25 session.

interface RankingRow {
  rank: number;
  college: string;
  location: string;
  fees: string;
  /** The page's third column: average package, ownership or admission route */
  metric: string;
}

interface RankingImage {
  src: string;
  alt: string;
}

export interface RankingPage {
  path: string;
  /** Short label for the breadcrumb and the listing of ranking pages */
  label: string;
  title: string;
  description: string;
  intro: string;
  images: [RankingImage, RankingImage];
  metricLabel: string;
  rows: RankingRow[];
}

const img = (name: string, alt: string): RankingImage => ({ src: `/images/ranking/${name}.svg`, alt });

/** Rows are written as [college, location, fees, metric]; the rank is their order. */
type Row = [string, string, string, string];
const rows = (list: Row[]): RankingRow[] =>
  list.map(([college, location, fees, metric], i) => ({ rank: i + 1, college, location, fees, metric }));

function btech(city: string, path: string, intro: string, list: Row[]): RankingPage {
  return {
    path,
    label: `B.Tech in ${city}`,
    title: `Top B.Tech Colleges in ${city} (2024 Ranking)`,
    description: `The 2024 ranking of B.Tech colleges in ${city} with yearly fees and average placement packages.`,
    intro,
    images: [
      img("campus", `Illustration of an engineering college campus in ${city}`),
      img("laptop-code", "Illustration of a laptop showing code"),
    ],
    metricLabel: "Average package",
    rows: rows(list),
  };
}

function pg(
  label: string,
  path: string,
  intro: string,
  images: [RankingImage, RankingImage],
  list: Row[],
): RankingPage {
  return {
    path,
    label: `M.Tech ${label}`,
    title: `Top ME/M.Tech ${label} Colleges in India (2024 Ranking)`,
    description: `ME/M.Tech ${label} colleges in India ranked for 2024, with yearly fees and average packages. Admission through GATE.`,
    intro,
    images,
    metricLabel: "Average package",
    rows: rows(list),
  };
}

function ug(
  degree: string,
  subject: string,
  path: string,
  intro: string,
  images: [RankingImage, RankingImage],
  list: Row[],
): RankingPage {
  const name = subject ? `${degree} ${subject}` : degree;
  return {
    path,
    label: name,
    title: `Top ${name} Colleges in India (2024 Ranking)`,
    description: `The best ${name} colleges in India for 2024, with yearly fees and how each one admits students.`,
    intro,
    images,
    metricLabel: "Admission through",
    rows: rows(list),
  };
}

function mbbs(city: string, path: string, intro: string, list: Row[]): RankingPage {
  return {
    path,
    label: `MBBS in ${city}`,
    title: `Top MBBS Colleges in ${city} (2024 Ranking)`,
    description: `MBBS colleges in ${city} ranked for 2024, with yearly fees and ownership. Admission through NEET UG.`,
    intro,
    images: [
      img("stethoscope", "Illustration of a stethoscope"),
      img("hospital", `Illustration of a teaching hospital in ${city}`),
    ],
    metricLabel: "Ownership",
    rows: rows(list),
  };
}

const science: [RankingImage, RankingImage] = [
  img("books", "Illustration of a stack of textbooks"),
  img("atom", "Illustration of an atom"),
];

export const rankingPages: RankingPage[] = [
  btech(
    "Delhi",
    "/Delhi",
    "Delhi has some of India's most sought-after engineering colleges, from IIT Delhi to the state universities DTU and NSUT. Most admit through JEE Main and JAC Delhi counselling, with 85% of state university seats reserved for Delhi candidates.",
    [
      ["Indian Institute of Technology Delhi", "Hauz Khas, New Delhi", "₹2,28,650", "₹25.8 LPA"],
      ["Delhi Technological University", "Bawana Road, Rohini", "₹2,39,000", "₹15.2 LPA"],
      ["Netaji Subhas University of Technology", "Dwarka Sector 3", "₹2,25,000", "₹14.6 LPA"],
      ["Indraprastha Institute of Information Technology Delhi", "Okhla Phase III", "₹4,20,000", "₹21.0 LPA"],
      ["National Institute of Technology Delhi", "Narela", "₹1,62,000", "₹12.5 LPA"],
      ["Jamia Millia Islamia, Faculty of Engineering and Technology", "Jamia Nagar, Okhla", "₹16,350", "₹8.5 LPA"],
      ["Indira Gandhi Delhi Technical University for Women", "Kashmere Gate", "₹2,10,000", "₹12.0 LPA"],
      ["USICT, Guru Gobind Singh Indraprastha University", "Dwarka Sector 16C", "₹1,79,000", "₹9.5 LPA"],
      ["Maharaja Agrasen Institute of Technology", "Rohini Sector 22", "₹1,90,000", "₹6.5 LPA"],
      ["Bharati Vidyapeeth's College of Engineering", "Paschim Vihar", "₹1,85,000", "₹6.0 LPA"],
      ["Guru Tegh Bahadur Institute of Technology", "Rajouri Garden", "₹1,75,000", "₹5.5 LPA"],
    ],
  ),
  btech(
    "Jaipur",
    "/jaipur",
    "Jaipur combines a national institute, MNIT, with fast-growing private universities around Sitapura and Jagatpura. Admission is through JEE Main and the Rajasthan Engineering Admission Process (REAP) for most private seats.",
    [
      ["Malaviya National Institute of Technology", "JLN Marg, Malviya Nagar", "₹1,62,000", "₹12.8 LPA"],
      ["The LNM Institute of Information Technology", "Jamdoli", "₹4,60,000", "₹13.5 LPA"],
      ["Manipal University Jaipur", "Dehmi Kalan", "₹4,05,000", "₹8.2 LPA"],
      ["JECRC University", "Sitapura", "₹1,60,000", "₹5.5 LPA"],
      ["Swami Keshvanand Institute of Technology", "Jagatpura", "₹1,10,000", "₹5.0 LPA"],
      ["Poornima College of Engineering", "Sitapura", "₹1,20,000", "₹4.8 LPA"],
      ["Jaipur Engineering College and Research Centre", "Sitapura", "₹1,15,000", "₹4.6 LPA"],
      ["Arya College of Engineering and IT", "Kukas", "₹1,05,000", "₹4.5 LPA"],
      ["Amity University Rajasthan", "Kant Kalwar, NH-11C", "₹2,15,000", "₹4.8 LPA"],
      ["Vivekananda Global University", "Jagatpura", "₹1,40,000", "₹4.2 LPA"],
      ["Global Institute of Technology", "Sitapura", "₹1,00,000", "₹4.0 LPA"],
    ],
  ),
  btech(
    "Mumbai",
    "/mumbai",
    "Mumbai's engineering colleges benefit from the city's industry: internships at banks, start-ups and manufacturers are close at hand. Most seats are filled through MHT CET and the Maharashtra CAP rounds; IIT Bombay admits through JEE Advanced.",
    [
      ["Indian Institute of Technology Bombay", "Powai", "₹2,30,000", "₹23.5 LPA"],
      ["Institute of Chemical Technology", "Matunga", "₹86,000", "₹10.2 LPA"],
      ["Veermata Jijabai Technological Institute", "Matunga", "₹85,000", "₹9.5 LPA"],
      ["Sardar Patel Institute of Technology", "Andheri West", "₹1,74,000", "₹11.0 LPA"],
      ["Dwarkadas J. Sanghvi College of Engineering", "Vile Parle West", "₹1,90,000", "₹8.5 LPA"],
      [
        "NMIMS Mukesh Patel School of Technology Management and Engineering",
        "Vile Parle West",
        "₹3,65,000",
        "₹8.0 LPA",
      ],
      ["K. J. Somaiya College of Engineering", "Vidyavihar", "₹2,05,000", "₹7.0 LPA"],
      ["Thadomal Shahani Engineering College", "Bandra West", "₹1,65,000", "₹6.5 LPA"],
      ["Fr. Conceicao Rodrigues College of Engineering", "Bandra West", "₹1,60,000", "₹6.2 LPA"],
      ["Vivekanand Education Society's Institute of Technology", "Chembur", "₹1,55,000", "₹6.0 LPA"],
      ["Thakur College of Engineering and Technology", "Kandivali East", "₹1,50,000", "₹5.2 LPA"],
    ],
  ),
  pg(
    "Computer Science",
    "/CS",
    "An M.Tech in Computer Science suits graduates who want research, systems or machine-learning roles. IITs and IISc admit through GATE CS scores and COAP; many also pay a monthly stipend of ₹12,400 to GATE-qualified students.",
    [img("laptop-code", "Illustration of a laptop showing code"), img("circuit", "Illustration of a circuit board")],
    [
      ["Indian Institute of Science", "Bengaluru", "₹35,000", "₹30.0 LPA"],
      ["Indian Institute of Technology Bombay", "Mumbai", "₹57,000", "₹28.0 LPA"],
      ["Indian Institute of Technology Delhi", "New Delhi", "₹55,000", "₹26.5 LPA"],
      ["Indian Institute of Technology Madras", "Chennai", "₹45,000", "₹25.0 LPA"],
      ["Indian Institute of Technology Kanpur", "Kanpur", "₹52,000", "₹24.0 LPA"],
      ["Indian Institute of Technology Kharagpur", "Kharagpur", "₹50,000", "₹22.0 LPA"],
      ["International Institute of Information Technology Hyderabad", "Hyderabad", "₹3,60,000", "₹22.0 LPA"],
      ["Indian Institute of Technology Hyderabad", "Sangareddy", "₹60,000", "₹21.0 LPA"],
      ["Indian Institute of Technology Roorkee", "Roorkee", "₹55,000", "₹20.5 LPA"],
      ["Indian Institute of Technology Guwahati", "Guwahati", "₹48,000", "₹19.0 LPA"],
      ["National Institute of Technology Tiruchirappalli", "Tiruchirappalli", "₹1,40,000", "₹15.0 LPA"],
    ],
  ),
  pg(
    "Electronics & Communication",
    "/Electronic",
    "Electronics and Communication postgraduates design chips, wireless systems and embedded products. India's semiconductor push has raised demand for VLSI and signal-processing specialists, and most programmes admit through GATE EC.",
    [
      img("circuit", "Illustration of a circuit board"),
      img("antenna", "Illustration of a communication antenna sending signals"),
    ],
    [
      ["Indian Institute of Technology Madras", "Chennai", "₹45,000", "₹18.0 LPA"],
      ["Indian Institute of Technology Delhi", "New Delhi", "₹55,000", "₹17.5 LPA"],
      ["Indian Institute of Technology Bombay", "Mumbai", "₹57,000", "₹18.0 LPA"],
      ["Indian Institute of Science", "Bengaluru", "₹35,000", "₹20.0 LPA"],
      ["Indian Institute of Technology Kharagpur", "Kharagpur", "₹50,000", "₹16.0 LPA"],
      ["Indian Institute of Technology Kanpur", "Kanpur", "₹52,000", "₹15.0 LPA"],
      ["Indian Institute of Technology Roorkee", "Roorkee", "₹55,000", "₹14.0 LPA"],
      ["National Institute of Technology Tiruchirappalli", "Tiruchirappalli", "₹1,40,000", "₹10.0 LPA"],
      ["National Institute of Technology Karnataka", "Surathkal", "₹1,40,000", "₹9.5 LPA"],
      ["National Institute of Technology Warangal", "Warangal", "₹1,40,000", "₹9.0 LPA"],
      ["Jadavpur University", "Kolkata", "₹10,000", "₹7.5 LPA"],
    ],
  ),
  pg(
    "Civil Engineering",
    "/Civil",
    "Civil Engineering postgraduates specialise in structures, geotechnics, transportation or water resources. Infrastructure spending keeps demand steady in construction firms, consultancies and PSUs, which also recruit through GATE CE.",
    [
      img("bridge", "Illustration of a suspension bridge"),
      img("campus", "Illustration of an engineering college campus"),
    ],
    [
      ["Indian Institute of Technology Roorkee", "Roorkee", "₹55,000", "₹12.0 LPA"],
      ["Indian Institute of Technology Madras", "Chennai", "₹45,000", "₹12.5 LPA"],
      ["Indian Institute of Technology Bombay", "Mumbai", "₹57,000", "₹13.0 LPA"],
      ["Indian Institute of Technology Delhi", "New Delhi", "₹55,000", "₹12.8 LPA"],
      ["Indian Institute of Technology Kharagpur", "Kharagpur", "₹50,000", "₹11.0 LPA"],
      ["Indian Institute of Technology Kanpur", "Kanpur", "₹52,000", "₹11.5 LPA"],
      ["National Institute of Technology Tiruchirappalli", "Tiruchirappalli", "₹1,40,000", "₹7.5 LPA"],
      ["National Institute of Technology Warangal", "Warangal", "₹1,40,000", "₹7.0 LPA"],
      ["College of Engineering Guindy, Anna University", "Chennai", "₹50,000", "₹5.5 LPA"],
      ["Visvesvaraya National Institute of Technology", "Nagpur", "₹1,40,000", "₹6.5 LPA"],
      ["Jadavpur University", "Kolkata", "₹10,000", "₹5.0 LPA"],
    ],
  ),
  mbbs(
    "Bangalore",
    "/mbbspage",
    "Bangalore has more than twenty medical colleges. Government seats are filled through the Karnataka Examinations Authority on NEET UG ranks; fees at private and deemed colleges depend on the quota you are admitted under.",
    [
      ["Bangalore Medical College and Research Institute", "Fort, K R Road", "₹59,000", "Government"],
      ["St. John's Medical College", "Koramangala", "₹7,50,000", "Private (minority)"],
      ["M S Ramaiah Medical College", "MSR Nagar", "₹10,00,000", "Private"],
      ["ESIC Medical College and PGIMSR", "Rajajinagar", "₹1,20,000", "Government (ESIC)"],
      ["Kempegowda Institute of Medical Sciences", "Banashankari", "₹11,00,000", "Private"],
      ["Vydehi Institute of Medical Sciences", "Whitefield", "₹12,00,000", "Private"],
      ["BGS Global Institute of Medical Sciences", "Kengeri", "₹11,50,000", "Private"],
      ["Dr. B R Ambedkar Medical College", "Kadugondanahalli", "₹10,50,000", "Private"],
      ["Rajarajeswari Medical College and Hospital", "Kambipura, Mysore Road", "₹11,00,000", "Private"],
      ["Sapthagiri Institute of Medical Sciences", "Hesaraghatta Road", "₹10,00,000", "Private"],
      ["East Point College of Medical Sciences", "Bidarahalli", "₹9,80,000", "Private"],
      ["Akash Institute of Medical Sciences", "Devanahalli", "₹9,50,000", "Private"],
    ],
  ),
  mbbs(
    "Chennai",
    "/chennai",
    "Chennai's government medical colleges are among the oldest in Asia and charge very low fees. Tamil Nadu fills 85% of government seats through state counselling on NEET UG ranks; deemed universities admit through MCC counselling.",
    [
      ["Madras Medical College", "Park Town", "₹13,610", "Government"],
      ["Stanley Medical College", "Royapuram", "₹13,610", "Government"],
      ["Kilpauk Medical College", "Kilpauk", "₹13,610", "Government"],
      ["Sri Ramachandra Institute of Higher Education and Research", "Porur", "₹25,00,000", "Deemed"],
      ["ESIC Medical College and PGIMSR", "K K Nagar", "₹1,00,000", "Government (ESIC)"],
      ["Government Medical College, Omandurar Estate", "Triplicane", "₹13,610", "Government"],
      ["SRM Medical College Hospital and Research Centre", "Kattankulathur", "₹25,00,000", "Deemed"],
      ["Saveetha Medical College", "Thandalam", "₹25,00,000", "Deemed"],
      ["Chettinad Hospital and Research Institute", "Kelambakkam", "₹24,50,000", "Deemed"],
      ["Sree Balaji Medical College and Hospital", "Chromepet", "₹24,00,000", "Deemed"],
      ["ACS Medical College and Hospital", "Velappanchavadi", "₹22,50,000", "Deemed"],
    ],
  ),
  ug(
    "B.Com",
    "Accounting",
    "/Accounting",
    "A B.Com with an accounting focus is the usual first step towards CA, CMA and ACCA qualifications. Delhi University colleges admit through CUET UG; most others admit on Class 12 marks or their own tests.",
    [img("ledger", "Illustration of an account ledger and calculator"), img("chart", "Illustration of a bar chart")],
    [
      ["Shri Ram College of Commerce", "Delhi", "₹35,000", "CUET UG"],
      ["Lady Shri Ram College for Women", "Delhi", "₹27,000", "CUET UG"],
      ["Hansraj College", "Delhi", "₹25,000", "CUET UG"],
      ["St. Xavier's College (Autonomous)", "Kolkata", "₹45,000", "Class 12 merit"],
      ["Loyola College", "Chennai", "₹40,000", "Class 12 merit"],
      ["Christ University", "Bengaluru", "₹1,60,000", "Christ entrance test"],
      ["Narsee Monjee College of Commerce and Economics", "Mumbai", "₹10,000", "Class 12 merit"],
      ["H. R. College of Commerce and Economics", "Mumbai", "₹9,500", "Class 12 merit"],
      ["St. Joseph's College of Commerce", "Bengaluru", "₹75,000", "Entrance test and interview"],
      ["Symbiosis College of Arts and Commerce", "Pune", "₹35,000", "Class 12 merit"],
      ["Madras Christian College", "Chennai", "₹38,000", "Class 12 merit"],
      ["Kirori Mal College", "Delhi", "₹22,000", "CUET UG"],
    ],
  ),
  ug(
    "B.Com",
    "Finance",
    "/Finance",
    "B.Com programmes with a finance specialisation cover corporate finance, banking, markets and taxation, leading to roles in banks, fintechs and investment firms, or to an MBA in finance.",
    [img("chart", "Illustration of a bar chart"), img("ledger", "Illustration of an account ledger and calculator")],
    [
      ["Shri Ram College of Commerce", "Delhi", "₹35,000", "CUET UG"],
      ["Christ University", "Bengaluru", "₹1,60,000", "Christ entrance test"],
      ["NMIMS Anil Surendra Modi School of Commerce", "Mumbai", "₹3,50,000", "NPAT"],
      ["St. Xavier's College (Autonomous)", "Kolkata", "₹45,000", "Class 12 merit"],
      ["Loyola College", "Chennai", "₹40,000", "Class 12 merit"],
      ["Hansraj College", "Delhi", "₹25,000", "CUET UG"],
      ["Ramjas College", "Delhi", "₹20,000", "CUET UG"],
      ["Jain (Deemed-to-be University)", "Bengaluru", "₹1,40,000", "JET"],
      ["St. Joseph's College of Commerce", "Bengaluru", "₹75,000", "Entrance test and interview"],
      ["Shaheed Bhagat Singh College", "Delhi", "₹18,000", "CUET UG"],
      ["SIES College of Commerce and Economics", "Mumbai", "₹12,000", "Class 12 merit"],
    ],
  ),
  ug(
    "B.Sc",
    "Mathematics",
    "/Math",
    "A B.Sc in Mathematics opens doors to data science, actuarial work, teaching and research. Delhi University colleges admit through CUET UG; institutes such as CMI hold their own entrance tests.",
    [
      img("formula", "Illustration of mathematical formulas on a board"),
      img("books", "Illustration of a stack of textbooks"),
    ],
    [
      ["St. Stephen's College", "Delhi", "₹45,000", "CUET UG and interview"],
      ["Hindu College", "Delhi", "₹20,000", "CUET UG"],
      ["Miranda House", "Delhi", "₹18,000", "CUET UG"],
      ["Chennai Mathematical Institute", "Siruseri, Chennai", "₹1,20,000", "CMI entrance test"],
      ["Presidency University", "Kolkata", "₹10,000", "Presidency entrance test"],
      ["Loyola College", "Chennai", "₹30,000", "Class 12 merit"],
      ["St. Xavier's College", "Mumbai", "₹12,000", "Class 12 merit"],
      ["Ramakrishna Mission Vidyamandira", "Belur Math, Howrah", "₹8,000", "Admission test"],
      ["Fergusson College", "Pune", "₹15,000", "Class 12 merit"],
      ["Christ University", "Bengaluru", "₹1,10,000", "Christ entrance test"],
      ["Hansraj College", "Delhi", "₹22,000", "CUET UG"],
    ],
  ),
  ug(
    "B.Sc",
    "Physics",
    "/Physics",
    "B.Sc Physics graduates go on to M.Sc and PhD programmes, JAM-based admission at IITs, or careers in electronics, data analysis and teaching. Laboratory facilities matter as much as the faculty here.",
    science,
    [
      ["Miranda House", "Delhi", "₹18,000", "CUET UG"],
      ["St. Stephen's College", "Delhi", "₹45,000", "CUET UG and interview"],
      ["Hindu College", "Delhi", "₹20,000", "CUET UG"],
      ["Presidency University", "Kolkata", "₹10,000", "Presidency entrance test"],
      ["St. Xavier's College (Autonomous)", "Kolkata", "₹40,000", "Class 12 merit"],
      ["Institute of Science, Banaras Hindu University", "Varanasi", "₹8,000", "CUET UG"],
      ["Loyola College", "Chennai", "₹30,000", "Class 12 merit"],
      ["Fergusson College", "Pune", "₹15,000", "Class 12 merit"],
      ["Hansraj College", "Delhi", "₹22,000", "CUET UG"],
      ["Madras Christian College", "Chennai", "₹32,000", "Class 12 merit"],
      ["Christ University", "Bengaluru", "₹1,10,000", "Christ entrance test"],
    ],
  ),
  ug(
    "B.Sc",
    "Chemistry",
    "/Chemistry",
    "B.Sc Chemistry leads to careers in pharmaceuticals, chemicals, quality control and research, and to M.Sc admission through IIT JAM. Look for colleges with well-equipped organic and analytical labs.",
    [img("flask", "Illustration of a laboratory flask"), img("books", "Illustration of a stack of textbooks")],
    [
      ["Miranda House", "Delhi", "₹18,000", "CUET UG"],
      ["Hindu College", "Delhi", "₹20,000", "CUET UG"],
      ["St. Stephen's College", "Delhi", "₹45,000", "CUET UG and interview"],
      ["Kirori Mal College", "Delhi", "₹20,000", "CUET UG"],
      ["Presidency University", "Kolkata", "₹10,000", "Presidency entrance test"],
      ["St. Xavier's College", "Mumbai", "₹12,000", "Class 12 merit"],
      ["Loyola College", "Chennai", "₹30,000", "Class 12 merit"],
      ["Institute of Science, Banaras Hindu University", "Varanasi", "₹8,000", "CUET UG"],
      ["Fergusson College", "Pune", "₹15,000", "Class 12 merit"],
      ["Madras Christian College", "Chennai", "₹32,000", "Class 12 merit"],
      ["Ramjas College", "Delhi", "₹19,000", "CUET UG"],
    ],
  ),
  ug(
    "B.Sc",
    "Nursing",
    "/bseNpage",
    "The four-year B.Sc (Nursing) prepares registered nurses for hospitals in India and abroad. Government institutes charge very little and admit through their own tests or NEET UG; private colleges admit on Class 12 marks in PCB.",
    [
      img("nurse", "Illustration of a nurse's cap with a red cross"),
      img("hospital", "Illustration of a teaching hospital"),
    ],
    [
      ["College of Nursing, AIIMS New Delhi", "Ansari Nagar, Delhi", "₹1,600", "AIIMS nursing entrance"],
      ["College of Nursing, Christian Medical College", "Vellore", "₹50,000", "CMC entrance test"],
      ["National Institute of Nursing Education, PGIMER", "Chandigarh", "₹5,000", "PGIMER entrance test"],
      ["Rajkumari Amrit Kaur College of Nursing", "Lajpat Nagar, Delhi", "₹12,000", "Entrance test"],
      ["Manipal College of Nursing", "Manipal", "₹2,10,000", "Class 12 merit"],
      ["College of Nursing, JIPMER", "Puducherry", "₹5,000", "NEET UG"],
      ["College of Nursing, Armed Forces Medical College", "Pune", "No tuition fee", "NEET UG and interview"],
      ["St. John's College of Nursing", "Bengaluru", "₹1,10,000", "Class 12 merit"],
      ["Amrita College of Nursing", "Kochi", "₹1,35,000", "Class 12 merit"],
      ["Sri Ramachandra Faculty of Nursing", "Chennai", "₹1,75,000", "Class 12 merit"],
      ["Bharati Vidyapeeth College of Nursing", "Pune", "₹1,40,000", "BVP CET"],
    ],
  ),
  ug(
    "BA",
    "",
    "/bapage",
    "A BA lets you study history, economics, political science, English, psychology and more, and is the base for civil services, law, journalism and postgraduate study. Seats at top colleges are highly competitive.",
    [img("books", "Illustration of a stack of textbooks"), img("globe", "Illustration of a globe")],
    [
      ["St. Stephen's College", "Delhi", "₹42,000", "CUET UG and interview"],
      ["Hindu College", "Delhi", "₹20,000", "CUET UG"],
      ["Miranda House", "Delhi", "₹18,000", "CUET UG"],
      ["Lady Shri Ram College for Women", "Delhi", "₹27,000", "CUET UG"],
      ["Presidency University", "Kolkata", "₹10,000", "Presidency entrance test"],
      ["St. Xavier's College", "Mumbai", "₹12,000", "Class 12 merit"],
      ["Loyola College", "Chennai", "₹30,000", "Class 12 merit"],
      ["Jadavpur University", "Kolkata", "₹2,400", "Admission test"],
      ["Christ University", "Bengaluru", "₹1,20,000", "Christ entrance test"],
      ["Fergusson College", "Pune", "₹15,000", "Class 12 merit"],
      ["Hansraj College", "Delhi", "₹22,000", "CUET UG"],
      ["Ramjas College", "Delhi", "₹19,000", "CUET UG"],
    ],
  ),
];

/** The page for a path in any letter case, so /delhi can be sent on to /Delhi. */
export function findRankingPage(pathname: string): RankingPage | undefined {
  const key = pathname.replace(/\/+$/, "").toLowerCase();
  return rankingPages.find((p) => p.path.toLowerCase() === key);
}
