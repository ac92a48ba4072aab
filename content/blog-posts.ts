// The six articles of /Blog. Each card's "Read more" opens /Blog/{slug} with the full text below.

interface BlogSection {
  heading?: string;
  paragraphs: string[];
}

export interface BlogPost {
  slug: string;
  title: string;
  /** One or two sentences for the card and the meta description */
  summary: string;
  author: string;
  /** ISO date */
  published: string;
  /** Path under public/ and its alt text */
  image: string;
  imageAlt: string;
  sections: BlogSection[];
}

export const blogPosts: BlogPost[] = [
  {
    slug: "choose-engineering-college-after-jee-main",
    title: "How to Choose an Engineering College After JEE Main",
    summary:
      "Your percentile is only the start. Here is how to weigh branch, college, fees, placements and location before JoSAA choice filling.",
    author: "Ritika Sharma, Admissions Counsellor",
    published: "2024-07-25",
    image: "/images/blog/engineering.svg",
    imageAlt: "Illustration of an engineering campus with a gear and a laptop",
    sections: [
      {
        paragraphs: [
          "Every year about twelve lakh students take JEE Main, and within days of the result most of them face the same question: which college, and which branch? The choice you make during JoSAA or state counselling shapes the next four years, so it deserves more than a glance at a ranking list.",
        ],
      },
      {
        heading: "Start with the branch, then the college",
        paragraphs: [
          "Students often chase a famous name and accept any branch it offers. That works for some, but four years of a subject you dislike is a heavy price. Write down the two or three branches you would genuinely enjoy. Computer Science, Electronics and Electrical Engineering lead placement tables, but Mechanical, Civil and Chemical graduates from strong colleges do well in core companies, in government jobs through GATE and in higher studies abroad.",
          "If you are unsure, look at the first-year syllabus of each branch and at what graduates of that branch did five years later. Many NITs and IIITs publish these numbers in their placement reports.",
        ],
      },
      {
        heading: "Use the previous year's closing ranks",
        paragraphs: [
          "JoSAA publishes opening and closing ranks for every round. Note the closing rank for your category, home-state or other-state quota and gender pool for the last two years. A college whose closing rank sits well above your rank is a dream choice; one close to your rank is a realistic choice; one well below is your safety net. Fill all three kinds, in order of preference, because the system never gives you a seat you ranked lower if a higher one is available.",
        ],
      },
      {
        heading: "Look at fees and what they include",
        paragraphs: [
          "Tuition at NITs is about ₹1,25,000 a year for general candidates, with full waivers for SC, ST and PwD students and partial waivers based on family income. Private universities can charge ₹2,50,000 to ₹4,50,000 a year. Add hostel, mess and exam fees and the four-year total can range from ₹6 lakh to more than ₹20 lakh. Ask for the complete fee schedule, not just the first-year figure.",
        ],
      },
      {
        heading: "Read placement reports carefully",
        paragraphs: [
          "A headline package of ₹1 crore tells you about one student. The median package and the share of eligible students placed tell you about everyone else. Check whether the figures are for your branch, whether they include internships, and whether the report is audited or verified by NIRF data.",
        ],
      },
      {
        heading: "Visit, or at least talk to students",
        paragraphs: [
          "Location affects cost of living, internships and how often you can travel home. Speak to current students about hostels, faculty, clubs and the attendance rule. Reviews written by students, like the ones on our review page, give a picture that brochures rarely do. When you have a shortlist, our counsellors can check it against your rank and budget at no cost.",
        ],
      },
    ],
  },
  {
    slug: "neet-ug-preparation-plan",
    title: "NEET UG: A Month-by-Month Preparation Plan",
    summary:
      "A realistic twelve-month plan for NEET UG that balances Class 12 boards, NCERT revision and full-length mock tests.",
    author: "Dr. Arvind Menon, Medical Admissions Mentor",
    published: "2024-07-26",
    image: "/images/blog/medical.svg",
    imageAlt: "Illustration of a stethoscope resting on an open biology textbook",
    sections: [
      {
        paragraphs: [
          "NEET UG decides admission to more than one lakh MBBS seats and about twenty-eight thousand BDS seats in India. With over twenty lakh candidates, a clear plan matters more than long hours. This outline assumes you start in May of Class 12 and sit the exam the following May.",
        ],
      },
      {
        heading: "May to August: build the base",
        paragraphs: [
          "Finish the Class 11 syllabus you found weakest, especially Mechanics in Physics and Physical Chemistry. Read the NCERT Biology textbooks line by line: a large share of NEET Biology questions come straight from NCERT sentences, diagrams and tables. Make short notes of facts you keep forgetting, such as plant hormones or the stages of meiosis.",
          "Solve chapter-wise questions from the last ten years of NEET papers after each chapter. Keep a mistake notebook and revisit it every Sunday.",
        ],
      },
      {
        heading: "September to December: cover Class 12 and start mixed practice",
        paragraphs: [
          "Move through the Class 12 syllabus in step with your school. Genetics, Human Physiology and Ecology carry heavy weight in Biology; Electrostatics, Optics and Modern Physics do in Physics; Organic Chemistry needs steady practice of reaction mechanisms rather than memorising lists.",
          "From October, take one full-length mock test every two weeks under exam conditions: 180 questions in three hours, with an OMR sheet. Analyse every test for at least as long as you took to write it.",
        ],
      },
      {
        heading: "January to March: boards and revision together",
        paragraphs: [
          "Board exams need written answers, NEET needs speed and accuracy. Use the board syllabus as your revision of NCERT and keep solving 45 multiple-choice questions a day to stay in touch. Remember that you need at least 50% in Physics, Chemistry and Biology in Class 12 (40% for reserved categories) to be eligible.",
        ],
      },
      {
        heading: "April to May: full tests and rest",
        paragraphs: [
          "After boards, take a full-length test every other day at 2 pm, the exam's start time, so your body is used to that slot. Revise only from your own notes and the mistake notebook in the last ten days. Sleep seven to eight hours: tired students lose easy marks to silly errors and negative marking.",
        ],
      },
      {
        heading: "Looking after yourself",
        paragraphs: [
          "A year of preparation is a long time. Keep one evening a week free, play a sport or walk for half an hour every day, and talk to someone when a test goes badly. Students who stay healthy and calm usually score better than those who study sixteen hours a day and burn out by March. If you join a coaching institute, make sure it leaves you time for self-study and revision; classes alone do not build the speed that NEET demands.",
        ],
      },
      {
        heading: "After the result",
        paragraphs: [
          "Register for both the MCC counselling for the 15% All India Quota and deemed universities and your state's counselling for the 85% state quota. Compare fees carefully: a government seat may cost under ₹1 lakh a year while a private or deemed seat can cost ₹15 lakh to ₹25 lakh a year.",
        ],
      },
    ],
  },
  {
    slug: "cat-vs-xat-which-mba-exam",
    title: "CAT or XAT? Picking the Right MBA Entrance Exam",
    summary:
      "Both open doors to India's best business schools, but they test different skills. Compare sections, timing and the colleges each one unlocks.",
    author: "Neha Kapoor, MBA Admissions Coach",
    published: "2024-07-27",
    image: "/images/blog/management.svg",
    imageAlt: "Illustration of a rising bar chart next to a graduation cap",
    sections: [
      {
        paragraphs: [
          "CAT and XAT are the two most important MBA entrance exams in India. CAT is the gateway to the Indian Institutes of Management and more than a thousand other schools; XAT is run by XLRI Jamshedpur and accepted by about 250 institutes. Most serious aspirants take both, but knowing their differences helps you plan your preparation.",
        ],
      },
      {
        heading: "When they happen",
        paragraphs: [
          "CAT is held on the last Sunday of November; XAT follows in the first week of January. Because the gap is about six weeks, preparation for CAT covers most of XAT. Use the weeks after CAT to practise XAT's Decision Making section and general knowledge, which CAT does not test.",
        ],
      },
      {
        heading: "What they test",
        paragraphs: [
          "CAT has three timed sections of forty minutes each: Verbal Ability and Reading Comprehension, Data Interpretation and Logical Reasoning, and Quantitative Ability. You cannot move between sections, so pacing is everything.",
          "XAT runs for three and a half hours and includes Verbal and Logical Ability, Decision Making, Quantitative Ability and Data Interpretation, and a General Knowledge section that is not counted in the percentile but may be used in final selection. XAT also penalises you for leaving more than eight questions unanswered.",
        ],
      },
      {
        heading: "Which colleges each unlocks",
        paragraphs: [
          "CAT scores are used by all IIMs, FMS Delhi, SPJIMR Mumbai, MDI Gurgaon, IIT business schools and many more. XAT scores are used by XLRI, XIMB, IMT Ghaziabad, Great Lakes Chennai, TAPMI and others; several of these also accept CAT.",
          "Fees vary widely: a two-year MBA at an older IIM costs ₹23 lakh to ₹26 lakh, while good private schools charge ₹12 lakh to ₹20 lakh. Check each school's median salary against its fee before you apply.",
        ],
      },
      {
        heading: "A sensible plan",
        paragraphs: [
          "Start eight to ten months before CAT. Spend the first three months on concepts, the next three on sectional tests and the last three on full mocks with careful analysis. Register for both exams; the fees are ₹2,500 for CAT and ₹2,200 for XAT. After the results, prepare for written ability tests and interviews, where work experience, academic record and clarity about your goals count as much as your percentile.",
        ],
      },
      {
        heading: "Common mistakes to avoid",
        paragraphs: [
          "Many candidates take too few mocks, or take many mocks without analysing them. Others ignore their weakest section and hope to make it up elsewhere, which rarely works because most schools set sectional cut-offs. Do not leave registration to the last week either: both portals slow down near the deadline and photograph or signature uploads are often rejected.",
          "Finally, remember that the exam is only the first stage. Keep reading newspapers and business magazines through the year so that group discussions and interviews do not catch you unprepared.",
        ],
      },
    ],
  },
  {
    slug: "scholarships-for-indian-students",
    title: "Scholarships Every Indian Student Should Know About",
    summary:
      "From the Central Sector Scheme to AICTE Pragati and INSPIRE, these scholarships can cover a large part of your college costs.",
    author: "Sandeep Rao, Financial Aid Advisor",
    published: "2024-07-28",
    image: "/images/blog/scholarship.svg",
    imageAlt: "Illustration of a rupee coin on top of a rolled certificate",
    sections: [
      {
        paragraphs: [
          "Thousands of scholarships go unclaimed each year because students do not know they exist or miss the deadline. Most central schemes are applied for on the National Scholarship Portal (scholarships.gov.in), usually between July and October. Keep scanned copies of your mark sheets, income certificate, caste certificate if any, Aadhaar and bank passbook ready before the portal opens.",
        ],
      },
      {
        heading: "Merit-based central schemes",
        paragraphs: [
          "The Central Sector Scheme of Scholarships for College and University Students supports students above the 80th percentile of their Class 12 board whose family income is under ₹4.5 lakh a year. It pays ₹12,000 a year for the first three years of graduation and ₹20,000 a year after that.",
          "The INSPIRE Scholarship for Higher Education from the Department of Science and Technology gives ₹80,000 a year to students in the top 1% of their board who study natural or basic sciences at B.Sc or integrated M.Sc level.",
        ],
      },
      {
        heading: "For technical education",
        paragraphs: [
          "AICTE's Pragati scholarship gives ₹50,000 a year to girl students in AICTE-approved degree or diploma programmes, with up to two girls per family and a family income limit of ₹8 lakh. The Saksham scholarship gives the same amount to specially-abled students. Both are applied for on the National Scholarship Portal.",
        ],
      },
      {
        heading: "Need-based and category scholarships",
        paragraphs: [
          "Post-matric scholarships for SC, ST, OBC and minority students cover tuition and a maintenance allowance, subject to income limits set by each ministry. State governments run their own schemes too, such as Maharashtra's Rajarshi Shahu Maharaj scholarship or Karnataka's Vidyasiri. Your college's scholarship cell can tell you which ones apply to you.",
        ],
      },
      {
        heading: "Private and corporate scholarships",
        paragraphs: [
          "Companies and foundations fund many scholarships under their CSR programmes, including the Reliance Foundation Undergraduate Scholarship and the ONGC scholarship for engineering, medical and MBA students. These often ask for an essay or interview, so start early.",
        ],
      },
      {
        heading: "Tips for a successful application",
        paragraphs: [
          "Apply as soon as the portal opens, check that the name on every document matches your Aadhaar exactly, and link your bank account to Aadhaar for direct benefit transfer. Renew every year: most scholarships need a fresh application with your latest marks. Our scholarship page lists thirteen scholarships with amounts and eligibility, and our counsellors can help you shortlist.",
        ],
      },
      {
        heading: "Beware of scholarship scams",
        paragraphs: [
          "Genuine government scholarships never ask you to pay a fee to apply, and no official will call you for an OTP or your bank password. Apply only on the National Scholarship Portal, your state's official portal or the provider's own website. If a message promises a guaranteed scholarship in return for a processing charge, report it to your college and to the cyber crime helpline, 1930.",
        ],
      },
    ],
  },
  {
    slug: "how-to-read-nirf-rankings",
    title: "How to Read NIRF Rankings Before You Shortlist",
    summary:
      "What the National Institutional Ranking Framework actually measures, and how to use it without being misled by a single number.",
    author: "Prof. Kavita Iyer, Higher Education Analyst",
    published: "2024-07-25",
    image: "/images/blog/rankings.svg",
    imageAlt: "Illustration of a podium with first, second and third places",
    sections: [
      {
        paragraphs: [
          "The National Institutional Ranking Framework, run by the Ministry of Education since 2016, ranks Indian institutions every year in categories such as Overall, University, Engineering, Management, Medical, Law and College. It is the most widely used ranking in India, and understanding how it works will help you use it well.",
        ],
      },
      {
        heading: "The five parameters",
        paragraphs: [
          "NIRF scores institutions on Teaching, Learning and Resources (30%), Research and Professional Practice (30%), Graduation Outcomes (20%), Outreach and Inclusivity (10%) and Perception (10%). The weights differ slightly by category. Research counts heavily, which is why older IITs and central universities lead most lists.",
        ],
      },
      {
        heading: "What the rank does not tell you",
        paragraphs: [
          "A high research score does not guarantee good undergraduate teaching, and a college with modest research output may still place its students very well. NIRF ranks the whole institution, not your branch: a college ranked 40th overall might have a Computer Science department better than one ranked 25th.",
          "Many good colleges do not take part in NIRF at all, and only institutions that submit data are ranked. Absence from the list is not proof of poor quality.",
        ],
      },
      {
        heading: "Use the data behind the rank",
        paragraphs: [
          "Every participating institution publishes a data file on its website with student strength, faculty numbers, median salary of graduates, number of students placed and PhDs awarded. The median salary and the share of students placed are often more useful to an undergraduate than the overall rank.",
        ],
      },
      {
        heading: "Combine sources",
        paragraphs: [
          "Read NIRF alongside NAAC accreditation grades, NBA accreditation of individual programmes, placement reports and student reviews. Visit the campus if you can. Our ranking pages show the colleges in our database by rank, and every table is a starting point for your own research rather than a final answer.",
        ],
      },
      {
        heading: "A worked example",
        paragraphs: [
          "Suppose you are choosing between two engineering colleges ranked 35th and 48th. Open both NIRF data files. If the 48th-ranked college places 90% of its B.Tech graduates at a median salary of ₹8 lakh while the 35th places 75% at ₹7 lakh, the lower-ranked college may be the better choice for a student who wants a job after graduation. If you want to do research or a PhD, the college with more publications and funded projects may suit you better, even if its placements are weaker.",
          "Check the trend too. A college that has climbed twenty places in three years is investing in faculty and research; one that keeps slipping may be losing good teachers. Rankings are published every year around August, so make sure you are reading the latest edition before you fill in your choices.",
        ],
      },
    ],
  },
  {
    slug: "first-year-hostel-checklist",
    title: "Moving Into a College Hostel: A First-Year Checklist",
    summary:
      "Documents, money, packing and settling in: a practical list for students leaving home for the first time.",
    author: "Aditya Verma, Student Life Editor",
    published: "2024-07-26",
    image: "/images/blog/campus.svg",
    imageAlt: "Illustration of a hostel building with a suitcase in front",
    sections: [
      {
        paragraphs: [
          "Joining college often means leaving home for the first time. A little planning makes the first week much easier, for you and for your parents. Use this checklist in the fortnight before reporting day.",
        ],
      },
      {
        heading: "Documents",
        paragraphs: [
          "Carry the original and four photocopies of your Class 10 and Class 12 mark sheets, the seat allotment letter, the fee receipt, your entrance exam scorecard, caste or income certificates if you claimed a quota, the transfer and migration certificates, a medical fitness certificate and a dozen passport-size photographs. Keep scanned copies in your email too. Missing one original can delay your registration by days.",
        ],
      },
      {
        heading: "Money matters",
        paragraphs: [
          "Open a bank account near the campus or make sure your current account works with UPI everywhere. Ask the hostel office whether mess fees are paid per semester or monthly; mess charges usually range from ₹3,000 to ₹5,000 a month. Keep a small amount of cash for the first days, when canteens and local shops may not take cards.",
        ],
      },
      {
        heading: "What to pack",
        paragraphs: [
          "Bedsheets, a pillow, a light blanket and a bucket are rarely provided. Add a study lamp, an extension board with surge protection, a lock for your cupboard, basic medicines, a water bottle and a raincoat or umbrella depending on the city. Leave expensive electronics you do not need at home: theft in hostels is more common than students expect.",
        ],
      },
      {
        heading: "Health and safety",
        paragraphs: [
          "Register with the campus health centre in the first week and note its timings. Carry a copy of your health insurance card if your family has one; many colleges also include group insurance in the fees, so ask what it covers. Save the numbers of the hostel warden, the security office and a classmate from your floor.",
          "If you are vegetarian, have allergies or need a special diet, tell the mess committee early: most messes can arrange it once they know. Eat breakfast even on busy days, drink plenty of water in summer and keep a small first-aid kit in your room.",
        ],
      },
      {
        heading: "Settling in",
        paragraphs: [
          "Attend the orientation programme: it explains attendance rules, usually 75%, the grading system and the anti-ragging committee. Save the anti-ragging helpline number, 1800-180-5522, and the warden's number in your phone. Join one or two clubs in the first month; it is the easiest way to make friends outside your branch.",
          "Finally, write a review of your college after your first semester. Honest reviews from real students help the next batch choose better, and approved reviews earn points on our review page.",
        ],
      },
    ],
  },
];

export function findBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}

/** Minutes to read at about 200 words a minute, the pace of a careful reader in a second language. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(wordCount(post) / 200));
}

/** Words in the article body. */
export function wordCount(post: BlogPost): number {
  return post.sections
    .flatMap((s) => s.paragraphs)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}
