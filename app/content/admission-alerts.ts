// The seven B.Tech admission alerts of /Admissionalert, one city each (SPEC.md §2), with the 2025 round's
// last dates: the page shows an alert whose last date has passed as closed.

export interface AdmissionAlert {
  city: string;
  college: string;
  course: string;
  /** Exams whose scores the college accepts */
  exams: string;
  lastDate: string;
  /** The last day to apply, YYYY-MM-DD: after it the alert is shown as closed, never as open */
  closes: string;
  fees: string;
  /** Where the card's link goes: the city's ranking page when there is one */
  href: string;
  linkLabel: string;
}

export const admissionAlerts: AdmissionAlert[] = [
  {
    city: "Delhi",
    college: "Guru Gobind Singh Indraprastha University",
    course: "B.Tech (CSE, IT, ECE, EEE, ME)",
    exams: "JEE Main 2025",
    lastDate: "30 June 2025",
    closes: "2025-06-30",
    fees: "₹1,79,000 a year",
    href: "/Delhi",
    linkLabel: "Top B.Tech colleges in Delhi",
  },
  {
    city: "Mumbai",
    college: "Sardar Patel Institute of Technology",
    course: "B.Tech (Computer, EXTC, CSE – Data Science)",
    exams: "MHT CET 2025, JEE Main 2025",
    lastDate: "8 July 2025",
    closes: "2025-07-08",
    fees: "₹1,74,000 a year",
    href: "/mumbai",
    linkLabel: "Top B.Tech colleges in Mumbai",
  },
  {
    city: "Jaipur",
    college: "The LNM Institute of Information Technology",
    course: "B.Tech (CSE, CCE, ECE, ME)",
    exams: "JEE Main 2025",
    lastDate: "15 June 2025",
    closes: "2025-06-15",
    fees: "₹4,60,000 a year",
    href: "/jaipur",
    linkLabel: "Top B.Tech colleges in Jaipur",
  },
  {
    city: "Bangalore",
    college: "RV College of Engineering",
    course: "B.E. (CSE, ISE, ECE, AIML)",
    exams: "KCET 2025, COMEDK UGET 2025",
    lastDate: "20 June 2025",
    closes: "2025-06-20",
    fees: "₹2,45,000 a year (COMEDK)",
    href: "/contact",
    linkLabel: "Get admission help",
  },
  {
    city: "Chennai",
    college: "SRM Institute of Science and Technology, Kattankulathur",
    course: "B.Tech (CSE, ECE, Mechatronics, Biotech)",
    exams: "SRMJEEE 2025, JEE Main 2025",
    lastDate: "16 April 2025 (Phase 1)",
    closes: "2025-04-16",
    fees: "₹2,50,000 to ₹4,75,000 a year",
    href: "/exam/srmjeee-2025",
    linkLabel: "SRMJEEE 2025 dates",
  },
  {
    city: "Hyderabad",
    college: "Chaitanya Bharathi Institute of Technology",
    course: "B.E. (CSE, AIML, ECE, IT)",
    exams: "TS EAPCET 2025",
    lastDate: "10 July 2025",
    closes: "2025-07-10",
    fees: "₹1,64,000 a year",
    href: "/contact",
    linkLabel: "Get admission help",
  },
  {
    city: "Pune",
    college: "College of Engineering Pune Technological University",
    course: "B.Tech (Computer, E&TC, Mechanical, Civil)",
    exams: "MHT CET 2025, JEE Main 2025",
    lastDate: "8 July 2025",
    closes: "2025-07-08",
    fees: "₹1,05,000 a year",
    href: "/contact",
    linkLabel: "Get admission help",
  },
];
