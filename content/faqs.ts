// "FAQs on Courses After 12th" on the home page.

export interface Faq {
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    question: "Which courses can I take after 12th Science (PCM)?",
    answer:
      "B.Tech/B.E. through JEE Main or state exams, B.Sc in Physics, Chemistry or Mathematics, B.Arch through NATA or JEE Paper 2, BCA, and the NDA for a career in the armed forces.",
  },
  {
    question: "Which courses can I take after 12th Science (PCB)?",
    answer:
      "MBBS, BDS, BAMS and BHMS through NEET UG, B.Sc Nursing, B.Pharm, B.Sc in Biotechnology or Microbiology, and allied health courses such as physiotherapy (BPT).",
  },
  {
    question: "What are the best options after 12th Commerce?",
    answer:
      "B.Com and B.Com (Honours) through CUET UG, BBA or BMS, CA Foundation, CS and CMA, and integrated BBA-LLB through CLAT.",
  },
  {
    question: "What can I study after 12th Arts or Humanities?",
    answer:
      "BA in subjects like Economics, Psychology, English or Political Science, BA-LLB through CLAT, B.Des, BFA, Journalism and Mass Communication, and Hotel Management.",
  },
  {
    question: "Do I need an entrance exam for every course?",
    answer:
      "No. Central universities admit through CUET UG, engineering and medical need JEE or NEET, but many private colleges admit on Class 12 marks or their own test. Check each college's admission page.",
  },
  {
    question: "How do I choose between a government and a private college?",
    answer:
      "Government colleges usually cost far less and have strong reputations; private colleges may offer more seats and newer facilities. Compare fees, placements, accreditation (NAAC, NBA) and the NIRF rank before deciding.",
  },
];
