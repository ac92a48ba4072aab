// The fifteen fixed ranking pages of SPEC.md §2 (/Delhi, /CS, /mbbspage, ...): one route module
// (routes/site/ranking-page.tsx) renders any of them. Paths keep the spec's odd letter case; other
// spellings redirect to these. Each page's table is a NIRF list read from the catalogue, of the newest year
// held for its category: `list` says which category and filter, and `scope` and `note` tell the student. NIRF ranks whole
// institutions, never a single course, and publishes no fees: the pages show ranks and scores only.

interface RankingImage {
  src: string;
  alt: string;
}

/** Which NIRF list a page shows. */
interface RankingList {
  /** The NIRF category, as NIRF names it ("Engineering", "Colleges") */
  category: string;
  /** Only institutions in these states (the directory's spelling) */
  states?: string[];
  /** The city the page's title names, when the list covers its whole state: the caption counts its rows */
  city?: string;
  /** The first rows by rank (a national list); every ranked row of the states otherwise */
  limit?: number;
  /** What the rows are, after "NIRF 2025 Engineering ranking: " */
  scope: string;
  /** Why this list answers the page's title, where NIRF has no list of that name */
  note?: string;
}

export interface RankingPage {
  path: string;
  /** Short label for the breadcrumb and the listing of ranking pages */
  label: string;
  title: string;
  description: string;
  intro: string;
  images: [RankingImage, RankingImage];
  list: RankingList;
}

const img = (name: string, alt: string): RankingImage => ({ src: `/images/ranking/${name}.svg`, alt });

const TOP = 20;

const WHOLE_INSTITUTIONS =
  "NIRF ranks whole institutions on all they teach and research, not a single degree: check that the one you choose offers the course.";

function btech(city: string, path: string, intro: string, state: string): RankingPage {
  const inState = state === city;
  return {
    path,
    label: `B.Tech in ${city}`,
    title: `Top B.Tech Colleges in ${city}`,
    description: `Engineering institutions in ${inState ? city : `${state}, the state of ${city}`} as NIRF ranks them, with rank, score and the official source.`,
    intro,
    images: [
      img("campus", `Illustration of an engineering college campus in ${city}`),
      img("laptop-code", "Illustration of a laptop showing code"),
    ],
    list: {
      category: "Engineering",
      states: [state],
      ...(inState ? {} : { city }),
      scope: inState
        ? `every ranked institution in ${state}`
        : `every ranked institution in ${state}, the state of ${city}`,
      note: "NIRF's Engineering ranking covers each institution's engineering teaching and research as a whole, B.Tech and beyond.",
    },
  };
}

function pg(label: string, path: string, intro: string, images: [RankingImage, RankingImage]): RankingPage {
  return {
    path,
    label: `M.Tech ${label}`,
    title: `Top ME/M.Tech ${label} Colleges in India`,
    description: `The engineering institutions of India that NIRF ranks highest, for students choosing an ME/M.Tech in ${label}. Admission through GATE.`,
    intro,
    images,
    list: {
      category: "Engineering",
      limit: TOP,
      scope: `the top ${TOP} institutions in India`,
      note: `NIRF publishes no ranking of ${label} or of M.Tech programmes: this is its ranking of whole engineering institutions. ${WHOLE_INSTITUTIONS}`,
    },
  };
}

function ug(
  degree: string,
  subject: string,
  path: string,
  intro: string,
  images: [RankingImage, RankingImage],
): RankingPage {
  const name = subject ? `${degree} ${subject}` : degree;
  return {
    path,
    label: name,
    title: `Top ${name} Colleges in India`,
    description: `The colleges of India that NIRF ranks highest, for students choosing a ${name}, with rank, score and the official source.`,
    intro,
    images,
    list: {
      category: "Colleges",
      limit: TOP,
      scope: `the top ${TOP} colleges in India`,
      note: `NIRF publishes no ${name} ranking; its Colleges ranking covers whole colleges, whatever they teach. ${WHOLE_INSTITUTIONS}`,
    },
  };
}

function mbbs(city: string, nirfCity: string, path: string, intro: string, state: string): RankingPage {
  return {
    path,
    label: `MBBS in ${city}`,
    title: `Top MBBS Colleges in ${city}`,
    description: `Medical institutions in ${state}, the state of ${city}, as NIRF ranks them, with rank, score and the official source. Admission through NEET UG.`,
    intro,
    images: [
      img("stethoscope", "Illustration of a stethoscope"),
      img("hospital", `Illustration of a teaching hospital in ${city}`),
    ],
    list: {
      category: "Medical",
      states: [state],
      city: nirfCity,
      scope: `every ranked institution in ${state}, the state of ${city}`,
      note: "NIRF's Medical ranking covers whole medical institutions (teaching, hospitals, postgraduate study and research), not the MBBS course alone; a few ranked institutes teach no MBBS at all.",
    },
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
    "Delhi has some of India's most sought-after engineering institutions, from IIT Delhi to the state universities DTU and NSUT. Most admit through JEE Main and JAC Delhi counselling, where a share of state university seats is kept for Delhi candidates.",
    "Delhi",
  ),
  btech(
    "Jaipur",
    "/jaipur",
    "Jaipur combines a national institute, MNIT, with fast-growing private universities around Sitapura and Jagatpura. Admission is through JEE Main and the Rajasthan Engineering Admission Process (REAP) for most private seats.",
    "Rajasthan",
  ),
  btech(
    "Mumbai",
    "/mumbai",
    "Mumbai's engineering colleges benefit from the city's industry: internships at banks, start-ups and manufacturers are close at hand. Most seats are filled through MHT CET and the Maharashtra CAP rounds; IIT Bombay admits through JEE Advanced.",
    "Maharashtra",
  ),
  pg(
    "Computer Science",
    "/CS",
    "An M.Tech in Computer Science suits graduates who want research, systems or machine-learning roles. IITs and IISc admit through GATE CS scores and COAP, and many pay GATE-qualified students a monthly stipend.",
    [img("laptop-code", "Illustration of a laptop showing code"), img("circuit", "Illustration of a circuit board")],
  ),
  pg(
    "Electronics & Communication",
    "/Electronic",
    "Electronics and Communication postgraduates design chips, wireless systems and embedded products. India's semiconductor push has raised demand for VLSI and signal-processing specialists, and most programmes admit through GATE EC.",
    [
      img("circuit", "Illustration of a circuit board"),
      img("antenna", "Illustration of a communication antenna sending signals"),
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
  ),
  mbbs(
    "Bangalore",
    "Bengaluru",
    "/mbbspage",
    "Bangalore has many medical colleges, government, private and deemed. Government seats are filled through the Karnataka Examinations Authority on NEET UG ranks; fees at private and deemed colleges depend on the quota you are admitted under.",
    "Karnataka",
  ),
  mbbs(
    "Chennai",
    "Chennai",
    "/chennai",
    "Chennai's government medical colleges are among the oldest in Asia and charge low fees. Tamil Nadu fills most government seats through state counselling on NEET UG ranks; deemed universities admit through MCC counselling.",
    "Tamil Nadu",
  ),
  ug(
    "B.Com",
    "Accounting",
    "/Accounting",
    "A B.Com with an accounting focus is the usual first step towards CA, CMA and ACCA qualifications. Delhi University colleges admit through CUET UG; most others admit on Class 12 marks or their own tests.",
    [img("ledger", "Illustration of an account ledger and calculator"), img("chart", "Illustration of a bar chart")],
  ),
  ug(
    "B.Com",
    "Finance",
    "/Finance",
    "B.Com programmes with a finance specialisation cover corporate finance, banking, markets and taxation, leading to roles in banks, fintechs and investment firms, or to an MBA in finance.",
    [img("chart", "Illustration of a bar chart"), img("ledger", "Illustration of an account ledger and calculator")],
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
  ),
  ug(
    "B.Sc",
    "Physics",
    "/Physics",
    "B.Sc Physics graduates go on to M.Sc and PhD programmes, JAM-based admission at IITs, or careers in electronics, data analysis and teaching. Laboratory facilities matter as much as the faculty here.",
    science,
  ),
  ug(
    "B.Sc",
    "Chemistry",
    "/Chemistry",
    "B.Sc Chemistry leads to careers in pharmaceuticals, chemicals, quality control and research, and to M.Sc admission through IIT JAM. Look for colleges with well-equipped organic and analytical labs.",
    [img("flask", "Illustration of a laboratory flask"), img("books", "Illustration of a stack of textbooks")],
  ),
  {
    path: "/bseNpage",
    label: "B.Sc Nursing",
    title: "Top B.Sc Nursing Colleges in India",
    description:
      "The medical institutions of India that NIRF ranks highest, for students choosing a B.Sc (Nursing), with rank, score and the official source.",
    intro:
      "The four-year B.Sc (Nursing) prepares registered nurses for hospitals in India and abroad. Government institutes charge little and admit through their own tests or NEET UG; private colleges admit on Class 12 marks in PCB.",
    images: [
      img("nurse", "Illustration of a nurse's cap with a red cross"),
      img("hospital", "Illustration of a teaching hospital"),
    ],
    list: {
      category: "Medical",
      limit: TOP,
      scope: `the top ${TOP} institutions in India`,
      note: "NIRF publishes no nursing ranking: this is its Medical ranking of whole medical institutions, several of which run a college of nursing. Check that the one you choose offers the B.Sc (Nursing).",
    },
  },
  ug(
    "BA",
    "",
    "/bapage",
    "A BA lets you study history, economics, political science, English, psychology and more, and is the base for civil services, law, journalism and postgraduate study. Seats at top colleges are highly competitive.",
    [img("books", "Illustration of a stack of textbooks"), img("globe", "Illustration of a globe")],
  ),
];

/** The page for a path in any letter case, so /delhi can be sent on to /Delhi. */
export function findRankingPage(pathname: string): RankingPage | undefined {
  const key = pathname.replace(/\/+$/, "").toLowerCase();
  return rankingPages.find((p) => p.path.toLowerCase() === key);
}
