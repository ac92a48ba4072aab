// Demo nav course pages: the course links of the nav bar (/Collegespage/{id}).

const courses: [string, string][] = [
  ["B.Tech", "engineering"],
  ["MBA", "management"],
  ["MBBS", "medical"],
  ["B.Com", "commerce"],
  ["B.Sc", "science"],
  ["BBA", "business administration"],
  ["M.Tech", "postgraduate engineering"],
  ["B.Sc Nursing", "nursing"],
  ["BA", "arts and humanities"],
  ["Law", "law"],
  ["Design", "design"],
  ["Pharmacy", "pharmacy"],
];

export const demoNavCoursePages = courses.map(([pageName, field]) => ({
  pageName,
  bannerHeading: `Top ${pageName} Colleges in India 2025`,
  bannerText: `Compare ${field} colleges by rank, fees and placements, then apply with one form.`,
  title: `Best ${pageName} Colleges in India`,
  heading: `Why study ${pageName}?`,
  subHeading: `${pageName} opens careers in ${field} across India and abroad.`,
  imgHeading: `Choosing a ${pageName} college`,
  imgPara1: `Look at accreditation, faculty and the placement record before fees: a good ${field} college pays back.`,
  imgPara2: "Shortlist five colleges, check their cut-offs and application dates, and apply before the deadline.",
  tableHeading: `${pageName} colleges ranked for 2025`,
  tableText: "Fees are for the first year; placements are from the latest reported season.",
}));
