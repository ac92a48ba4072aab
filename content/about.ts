// /About: the four help cards, the "Know About" text and the four reasons of SPEC.md §2.
// "From Our Post" shows the first three blog articles (blog-posts.ts).

export const aboutIntro = {
  heading: "About Us",
  text: "We help students across India find the right college, course and exam, with honest information and free counselling.",
};

export const helpCards = [
  {
    title: "University Listings",
    text: "Profiles of colleges and universities across India with courses, fees, eligibility, placements and application dates in one place.",
  },
  {
    title: "Course Insights",
    text: "What each course teaches, how long it takes, which entrance exams it needs and where its graduates work.",
  },
  {
    title: "Advanced Comparison Tools",
    text: "Ranking tables by city, course and stream so you can compare fees and placement records side by side.",
  },
  {
    title: "Unbiased Guidance",
    text: "Counsellors who look at your rank, budget and interests first. We never charge students for advice.",
  },
] as const;

export const knowAbout = {
  heading: "Know About Us",
  paragraphs: [
    "Choosing a college is one of the biggest decisions a family makes, and the information available is often scattered, outdated or written to sell. We started this portal to bring college, course, exam and scholarship information together in plain language, for students in every state and every budget.",
    "Our team of counsellors has guided students through JoSAA, MCC, state counselling and management admissions. We read official notices, prospectuses and NIRF data so that you can spend your time on preparation. Exam dates and fees change, so always confirm the final figures on the official website of the university or exam body.",
  ],
};

export const whyChooseUs = [
  {
    title: "Experienced Educators & Advisors",
    text: "Our advisors include former teachers and admission officers who have helped thousands of students choose well.",
  },
  {
    title: "Comprehensive Educational",
    text: "Engineering, medical, management, law, design, commerce, arts and study abroad: one place for every stream.",
  },
  {
    title: "Tailored Learning Experience",
    text: "Advice based on your marks, entrance scores, location and budget, not on which college pays the most.",
  },
  {
    title: "Commitment to Student Success",
    text: "We stay with you from the shortlist to the admission letter, with reminders before every deadline.",
  },
] as const;
