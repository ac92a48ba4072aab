// Demo "Select Your Study Goal" cards. Link names are c_pages slugs (course names).

export const demoCardSliders = [
  { cardName: "Engineering", collegeTitle: "6,200+ Colleges", linkName1: "BE-BTech", linkName2: "ME-MTech", linkName3: "Diploma" },
  { cardName: "Management", collegeTitle: "4,800+ Colleges", linkName1: "MBA-PGDM", linkName2: "BBA-BMS", linkName3: "Executive-MBA" },
  { cardName: "Arts", collegeTitle: "5,600+ Colleges", linkName1: "BA", linkName2: "MA", linkName3: "BFA" },
  { cardName: "Medical", collegeTitle: "2,300+ Colleges", linkName1: "MBBS", linkName2: "BDS", linkName3: "BSc-Nursing" },
  { cardName: "Design", collegeTitle: "1,100+ Colleges", linkName1: "B.Des", linkName2: "M.Des", linkName3: "Fashion-Design" },
  { cardName: "LAW", collegeTitle: "1,700+ Colleges", linkName1: "LLB", linkName2: "BA-LLB", linkName3: "LLM" },
];
