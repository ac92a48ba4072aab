// The thirteen scholarships of /Scholarship (SPEC.md §3: title, internationalEligible, amount, type,
// level, number). "International" means students who are not Indian citizens may apply.

export interface Scholarship {
  slug: string;
  title: string;
  provider: string;
  internationalEligible: boolean;
  amount: string;
  type: "Merit" | "Need-based" | "Merit-cum-means" | "Special category";
  level: string;
  /** Number of awards a year, as the provider states it */
  number: string;
}

export const scholarships: Scholarship[] = [
  {
    slug: "central-sector-scheme",
    title: "Central Sector Scheme of Scholarships for College and University Students",
    provider: "Ministry of Education",
    internationalEligible: false,
    amount: "₹12,000 a year (UG), ₹20,000 a year (PG)",
    type: "Merit-cum-means",
    level: "Undergraduate and Postgraduate",
    number: "82,000",
  },
  {
    slug: "inspire-she",
    title: "INSPIRE Scholarship for Higher Education (SHE)",
    provider: "Department of Science and Technology",
    internationalEligible: false,
    amount: "₹80,000 a year",
    type: "Merit",
    level: "B.Sc, B.S. and Integrated M.Sc (natural sciences)",
    number: "12,000",
  },
  {
    slug: "aicte-pragati",
    title: "AICTE Pragati Scholarship for Girls",
    provider: "All India Council for Technical Education",
    internationalEligible: false,
    amount: "₹50,000 a year",
    type: "Merit-cum-means",
    level: "Degree and Diploma (technical)",
    number: "10,000",
  },
  {
    slug: "aicte-saksham",
    title: "AICTE Saksham Scholarship for Specially-abled Students",
    provider: "All India Council for Technical Education",
    internationalEligible: false,
    amount: "₹50,000 a year",
    type: "Special category",
    level: "Degree and Diploma (technical)",
    number: "2,000",
  },
  {
    slug: "post-matric-sc",
    title: "Post-Matric Scholarship for Scheduled Caste Students",
    provider: "Ministry of Social Justice and Empowerment",
    internationalEligible: false,
    amount: "Full tuition plus a maintenance allowance",
    type: "Need-based",
    level: "Class 11 to PhD",
    number: "No fixed limit",
  },
  {
    slug: "ongc-scholarship",
    title: "ONGC Scholarship for Meritorious Students",
    provider: "Oil and Natural Gas Corporation",
    internationalEligible: false,
    amount: "₹48,000 a year",
    type: "Merit-cum-means",
    level: "B.E./B.Tech, MBBS, MBA and M.Sc Geology/Geophysics",
    number: "2,000",
  },
  {
    slug: "reliance-foundation-ug",
    title: "Reliance Foundation Undergraduate Scholarship",
    provider: "Reliance Foundation",
    internationalEligible: false,
    amount: "Up to ₹2,00,000 over the degree",
    type: "Merit-cum-means",
    level: "First-year Undergraduate",
    number: "5,000",
  },
  {
    slug: "national-overseas-scholarship",
    title: "National Overseas Scholarship",
    provider: "Ministry of Social Justice and Empowerment",
    internationalEligible: false,
    amount: "Full tuition, a living allowance of US$15,400 a year (about ₹13 lakh) and airfare",
    type: "Need-based",
    level: "Master's and PhD abroad",
    number: "125",
  },
  {
    slug: "inlaks-shivdasani",
    title: "Inlaks Shivdasani Foundation Scholarship",
    provider: "Inlaks Shivdasani Foundation",
    internationalEligible: false,
    amount: "Up to US$100,000 (about ₹85 lakh)",
    type: "Merit",
    level: "Master's and PhD abroad",
    number: "Up to 12",
  },
  {
    slug: "tata-cornell",
    title: "Tata Scholarship for Cornell University",
    provider: "Tata Education and Development Trust",
    internationalEligible: false,
    amount: "Full demonstrated financial need",
    type: "Need-based",
    level: "Undergraduate (Cornell University, USA)",
    number: "20",
  },
  {
    slug: "fulbright-nehru-masters",
    title: "Fulbright-Nehru Master's Fellowships",
    provider: "United States–India Educational Foundation",
    internationalEligible: false,
    amount: "Tuition, living costs, airfare and health cover",
    type: "Merit",
    level: "Master's in the USA",
    number: "About 20",
  },
  {
    slug: "iccr-general",
    title: "ICCR General Scholarship Scheme",
    provider: "Indian Council for Cultural Relations",
    internationalEligible: true,
    amount: "Full tuition, a monthly stipend and hostel rent",
    type: "Merit",
    level: "Undergraduate, Postgraduate and PhD in India",
    number: "3,940",
  },
  {
    slug: "study-in-india",
    title: "Study in India Scholarship",
    provider: "Ministry of Education (Study in India programme)",
    internationalEligible: true,
    amount: "25% to 100% tuition fee waiver",
    type: "Merit",
    level: "Undergraduate and Postgraduate in India",
    number: "Based on merit",
  },
];
