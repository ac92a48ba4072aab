// The official site behind each public source the portal shows, written once: the catalogue import
// (scripts/data-import/sources.ts) stores these addresses with the data, and every source line on the site
// links the address stored with its figure, or this list where a page has no figures loaded.
export const OFFICIAL_SOURCES = {
  aishe: { name: "AISHE directory 2025", url: "https://aishe.gov.in/aishe/institutionDirectory" },
  aicte: {
    name: "AICTE approved institutions 2025-26",
    url: "https://facilities.aicte-india.org/dashboard/pages/angulardashboard.php#!/approved",
  },
  nmc: {
    name: "NMC MBBS seat matrix 2024-25",
    url: "https://www.nmc.org.in/information-desk/for-students-to-study-in-india/list-of-college-teaching-mbbs/",
  },
  nirf: { name: "NIRF", url: "https://www.nirfindia.org/" },
  "nirf-2025-categories": { name: "NIRF 2025", url: "https://www.nirfindia.org/Rankings/2025/Ranking.html" },
  josaa: { name: "JoSAA", url: "https://josaa.admissions.nic.in/" },
  "mcc-neet": { name: "MCC", url: "https://mcc.nic.in/" },
  "mhtcet-cap": { name: "State CET Cell, Maharashtra", url: "https://cetcell.mahacet.org/" },
  kcet: { name: "Karnataka Examinations Authority (KCET)", url: "https://cetonline.karnataka.gov.in/kea/" },
  comedk: { name: "COMEDK", url: "https://www.comedk.org/" },
  keam: { name: "Commissioner for Entrance Examinations, Kerala (KEAM)", url: "https://cee.kerala.gov.in/" },
  wbjee: { name: "West Bengal Joint Entrance Examinations Board", url: "https://wbjeeb.nic.in/" },
  "wbjee-jee-main": { name: "West Bengal Joint Entrance Examinations Board", url: "https://wbjeeb.nic.in/" },
  acpc: { name: "Admission Committee for Professional Courses, Gujarat", url: "https://acpc.gujarat.gov.in/" },
  acpugmec: {
    name: "Admission Committee for Professional Undergraduate Medical Educational Courses, Gujarat",
    url: "https://www.medadmgujarat.org/",
  },
  ojee: { name: "Odisha Joint Entrance Examination", url: "https://ojee.nic.in/" },
  // UGC publishes its lists of universities and its notices on fake universities on its own site.
  "ugc-universities": { name: "UGC list of universities", url: "https://www.ugc.gov.in/" },
  "ugc-fake-universities": { name: "UGC public notice on fake universities", url: "https://www.ugc.gov.in/" },
  "josaa-institute-types": { name: "JoSAA", url: "https://josaa.admissions.nic.in/" },
  // Websites have no official list: each compilation is the named source.
  "josaa-profiles": {
    name: "JoSAA institute profiles compiled by Avanti Fellows",
    url: "https://github.com/avantifellows/college-predictor",
  },
  "comedk-colleges": {
    name: "COMEDK college list compiled by Udit8158",
    url: "https://github.com/Udit8158/comedkrankvscollege",
  },
  "hipo-domains": { name: "University domains list", url: "https://github.com/Hipo/university-domains-list" },
  // No official list of scholarships exists: the compilation is the named source, each row links its provider.
  scholarships: {
    name: "Avanti Fellows' scholarship list",
    url: "https://github.com/avantifellows/college-predictor",
  },
} as const satisfies Record<string, { name: string; url: string }>;
