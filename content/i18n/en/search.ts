// The site search's words in English (decision 062): /search, its filters, results, counts and empty states,
// and the directory list a query asks for. The Hindi is in ../hi/search.ts, with the same keys. Institutions',
// courses' and exams' names are not here: they are shown as the sources and the site's pages name them.
export default {
  seoTitle: "Search colleges, exams and courses",
  seoTitleQuery: "“{q}”: colleges, exams and courses",
  search: "Search",
  resultsFor: "Search results for “{q}”",
  subtitle: "Colleges, universities and institutes across India, entrance exams and courses",
  searchLabel: "Search colleges, exams and courses",
  placeholder: "A college, a city, an exam or a course",
  hint: "Type a college (IIT Bombay, DU, NIT Trichy), a city, an exam (NEET, JEE Main) or a course (B.Tech, MBA).",
  results: "Results",
  tooShort: "Please type at least two letters: one letter matches almost every college in India.",
  resultCount: "{count, plural, one {{shown} result} other {{shown} results}}",
  resultCountPaged: "{results}, page {page} of {pageCount}",
  filterResults: "Filter the results",
  tryName: "Try a college's name (IIT Bombay, DU), a city or an exam such as NEET.",
  noneMatchFilters: "Nothing matches every filter chosen.",
  checkSpelling: "Check the spelling, or try a shorter name, a city or a short name such as IIT Delhi.",
  // What a result is, on its chip.
  chipCollege: "College",
  chipUniversity: "University",
  chipStandalone: "Institute",
  chipResearch: "Research institution",
  chipCourse: "Course",
  chipExam: "Exam",
  filterInstitutions: "Filter institutions",
  groupState: "State",
  moreStates: "{count} more states",
  countsNote:
    "The counts are institutions of the official directories (AISHE, AICTE, NMC, NIRF); courses and exams are listed only while no filter is chosen.",
  // The directory list a query asks for ("mba pune").
  intentCount:
    "{count, plural, one {{shown} institution} other {{shown} institutions}} in the directory. Streams and courses are read from AICTE programmes, NMC seats, NIRF lists, counselling programmes and the institution's name.",
  seeAll: "See all {total} in the college directory",
};
