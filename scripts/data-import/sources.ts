// The public sources, as students see them named, with the official page each comes from and the licence
// of the compilation the portal reads.
import { OFFICIAL_SOURCES } from "../../domain/official-sources.ts";

export interface Source {
  id: string;
  name: string;
  year: string;
  officialSource: string;
  files: string[];
  compiledBy: string;
  licence: string;
}

export const SOURCES: Source[] = [
  {
    id: "aishe",
    name: "AISHE directory",
    year: "2025",
    officialSource: OFFICIAL_SOURCES["aishe"].url,
    files: ["aishe/institutions.json.gz"],
    compiledBy: "npm package aishe-institutions-list 1.0.6",
    licence: "MIT",
  },
  {
    id: "aicte",
    name: "AICTE approved institutions 2025-26",
    year: "2025-26",
    officialSource: OFFICIAL_SOURCES["aicte"].url,
    files: ["aicte/institutions-2025-26.jsonl.gz"],
    compiledBy: "anburocky3/indian-colleges-data",
    licence: "MIT",
  },
  {
    id: "nmc",
    name: "NMC MBBS seat matrix 2024-25",
    year: "2024-25",
    officialSource: OFFICIAL_SOURCES["nmc"].url,
    files: ["nmc/mbbs-seat-matrix-2024-25.txt"],
    compiledBy: "National Medical Commission (revised seat matrix of 31-03-2025, official document)",
    licence: "official document",
  },
  {
    id: "nirf",
    name: "NIRF (India Rankings) 2017–2025",
    year: "2017–2025",
    officialSource: OFFICIAL_SOURCES["nirf"].url,
    files: ["nirf/overall-2017.csv … nirf/overall-2025.csv", "nirf/2024/*.csv"],
    compiledBy:
      "Krishnakd24/NIRF-Rankings-Trends-Variations-and-Insights (Overall); Harishrao13/NIRF_24_Scraper (2024)",
    licence: "no licence stated",
  },
  {
    id: "nirf-2025-categories",
    name: "NIRF 2025 (categories, placements as disclosed to NIRF)",
    year: "2025 (placements of 2023-24)",
    officialSource: OFFICIAL_SOURCES["nirf-2025-categories"].url,
    files: ["nirf/2025-categories-placement.csv"],
    compiledBy: "avantifellows/India-education-data",
    licence: "no licence stated",
  },
  {
    id: "josaa",
    name: "JoSAA opening and closing ranks",
    year: "2016–2025",
    officialSource: OFFICIAL_SOURCES["josaa"].url,
    files: ["josaa/orcr-2016.csv.gz … josaa/orcr-2025.csv.gz"],
    compiledBy: "aryaveersr/josaa-orcr (2016–2024); avantifellows/college-predictor (2025)",
    licence: "GPL-3.0",
  },
  {
    id: "mcc-neet",
    name: "MCC NEET-UG All-India Quota closing ranks",
    year: "2025",
    officialSource: OFFICIAL_SOURCES["mcc-neet"].url,
    files: ["neet/mcc-aiq-2025.jsonl.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "mhtcet-cap",
    name: "MHT-CET CAP cut-offs, State CET Cell Maharashtra",
    year: "2021–2024",
    officialSource: OFFICIAL_SOURCES["mhtcet-cap"].url,
    files: ["mhtcet/cap-2021.csv.gz … mhtcet/cap-2024.csv.gz"],
    compiledBy: "supriyamulik/cet-college-predictor",
    licence: "no licence stated",
  },
  {
    id: "kcet",
    name: "KCET engineering cut-offs, Karnataka Examinations Authority",
    year: "2024–2025",
    officialSource: OFFICIAL_SOURCES["kcet"].url,
    files: ["kcet/kcet-2024-2025-r1-r3.csv.gz"],
    compiledBy: "Shreervu/SeatSathi-",
    licence: "no licence stated",
  },
  {
    id: "comedk",
    name: "COMEDK UGET engineering cut-offs after round 3 (General Merit)",
    year: "2025",
    officialSource: OFFICIAL_SOURCES["comedk"].url,
    files: ["comedk/comedk-2025-round3-gm.json.gz", "comedk/comedk-colleges-meta.csv.gz"],
    compiledBy: "Udit8158/comedkrankvscollege (parsed from COMEDK's notice of 22-08-2025)",
    licence: "no licence stated",
  },
  {
    id: "keam",
    name: "KEAM engineering last ranks, CEE Kerala (phases 1–2)",
    year: "2026",
    officialSource: OFFICIAL_SOURCES["keam"].url,
    files: ["keam/keam-2026-phases-1-2.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "wbjee",
    name: "WBJEE seats' opening and closing ranks, WBJEEB (rounds 1–3)",
    year: "2026",
    officialSource: OFFICIAL_SOURCES["wbjee"].url,
    files: ["wbjee/wbjee-2026-rounds-1-3.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "wbjee-jee-main",
    name: "JEE (Main) seats' opening and closing ranks, WBJEEB (rounds 1–3)",
    year: "2026",
    officialSource: OFFICIAL_SOURCES["wbjee-jee-main"].url,
    files: ["wbjee/wbjee-2026-rounds-1-3.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "acpc",
    name: "GUJCET engineering closing ranks, ACPC Gujarat",
    year: "2025",
    officialSource: OFFICIAL_SOURCES["acpc"].url,
    files: ["gujcet/gujcet-acpc-2025.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "acpugmec",
    name: "ACPUGMEC, as published (medical and nursing fees per year and seats)",
    year: "year not given by the source",
    officialSource: OFFICIAL_SOURCES["acpugmec"].url,
    files: ["gujcet/gujcet-acpc-2025.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "ojee",
    name: "OJEE B.Tech opening and closing ranks on the JEE Main rank",
    year: "2025",
    officialSource: OFFICIAL_SOURCES["ojee"].url,
    files: ["ojee/ojee-2025-btech-jeemain.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
  {
    id: "scholarships",
    name: "Scholarships compiled from providers' notices",
    year: "2026",
    officialSource: OFFICIAL_SOURCES["scholarships"].url,
    files: ["scholarships/scholarships-2026.json.gz"],
    compiledBy: "avantifellows/college-predictor",
    licence: "GPL-3.0",
  },
];
