// The ten institutes of /Institutes (SPEC.md §3: title, address, program, fees, link). Fees are the
// approximate total for the whole programme, tuition included, as published for the 2024–25 intake.

/** The intake the fees below were published for. */
export const institutesFeesIntake = "2024–25";

export interface Institute {
  slug: string;
  title: string;
  address: string;
  program: string;
  /** Total programme fee, rupees, as text */
  fees: string;
  duration: string;
}

export const institutes: Institute[] = [
  {
    slug: "iim-ahmedabad",
    title: "Indian Institute of Management Ahmedabad",
    address: "Vastrapur, Ahmedabad, Gujarat 380015",
    program: "Post Graduate Programme in Management (MBA)",
    fees: "₹26,50,000",
    duration: "2 years",
  },
  {
    slug: "iit-bombay",
    title: "Indian Institute of Technology Bombay",
    address: "Powai, Mumbai, Maharashtra 400076",
    program: "B.Tech Computer Science and Engineering",
    fees: "₹9,40,000",
    duration: "4 years",
  },
  {
    slug: "aiims-new-delhi",
    title: "All India Institute of Medical Sciences, New Delhi",
    address: "Ansari Nagar, New Delhi, Delhi 110029",
    program: "MBBS",
    fees: "₹6,000",
    duration: "5.5 years including internship",
  },
  {
    slug: "nlsiu-bengaluru",
    title: "National Law School of India University",
    address: "Nagarbhavi, Bengaluru, Karnataka 560072",
    program: "BA LL.B. (Hons.)",
    fees: "₹16,50,000",
    duration: "5 years",
  },
  {
    slug: "nid-ahmedabad",
    title: "National Institute of Design",
    address: "Paldi, Ahmedabad, Gujarat 380007",
    program: "Bachelor of Design (B.Des)",
    fees: "₹15,80,000",
    duration: "4 years",
  },
  {
    slug: "bits-pilani",
    title: "Birla Institute of Technology and Science, Pilani",
    address: "Vidya Vihar, Pilani, Rajasthan 333031",
    program: "B.E. Electronics and Communication Engineering",
    fees: "₹22,80,000",
    duration: "4 years",
  },
  {
    slug: "xlri-jamshedpur",
    title: "XLRI – Xavier School of Management",
    address: "Circuit House Area (East), Jamshedpur, Jharkhand 831001",
    program: "PGDM (Business Management)",
    fees: "₹30,00,000",
    duration: "2 years",
  },
  {
    slug: "christ-university",
    title: "Christ University",
    address: "Hosur Road, Bengaluru, Karnataka 560029",
    program: "BBA (Honours)",
    fees: "₹7,20,000",
    duration: "4 years",
  },
  {
    slug: "iiit-hyderabad",
    title: "International Institute of Information Technology, Hyderabad",
    address: "Gachibowli, Hyderabad, Telangana 500032",
    program: "B.Tech Computer Science and Engineering",
    fees: "₹16,00,000",
    duration: "4 years",
  },
  {
    slug: "srcc-delhi",
    title: "Shri Ram College of Commerce",
    address: "Maurice Nagar, University of Delhi, Delhi 110007",
    program: "B.Com (Honours)",
    fees: "₹1,05,000",
    duration: "3 years",
  },
];

export function findInstitute(slug: string | null | undefined): Institute | undefined {
  return slug ? institutes.find((i) => i.slug === slug) : undefined;
}
