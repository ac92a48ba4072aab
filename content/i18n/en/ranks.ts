// NIRF's ranks in English (decision 062), as a card or a page's headline writes the one it shows: the year, the
// list and the rank (decision 036). The Hindi is in ../hi/ranks.ts, with the same keys. A list not named here is
// shown as NIRF names it.
export default {
  rank: "NIRF {year} · {category} #{rank}",
  nirfOverall: "Overall",
  nirfUniversities: "Universities",
  nirfColleges: "Colleges",
  nirfResearch: "Research Institutions",
  nirfStatePublic: "State Public Universities",
  nirfEngineering: "Engineering",
  nirfMedical: "Medical",
  nirfManagement: "Management",
  nirfLaw: "Law",
  nirfPharmacy: "Pharmacy",
  nirfDental: "Dental",
  nirfArchitecture: "Architecture and Planning",
  nirfAgriculture: "Agriculture and Allied Sectors",
};
