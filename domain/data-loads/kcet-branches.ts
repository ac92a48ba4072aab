// KEA printed 2024's branches as a two-letter code and a short name ("CS Computers"), 2025's as full names. Each
// 2024 code with the 2025 name it is, where the short name says which one (set by hand: 57 of 130); "" keeps the
// printed name, which is then not compared across years. Read by the KCET reader (kcet-file.ts) for the import
// and staff's uploads alike; a code not listed here refuses a 2024 file until it is added.
export const KCET_BRANCHES: Record<string, string> = {
  // AD Artificial
  AD: "ARTIFICIAL INTELLIGENCE AND DATA SCIENCE",
  // AE Aeronaut.Engg
  AE: "AERONAUTICAL ENGINEERING",
  // AI Artificial
  AI: "ARTIFICIAL INTELLIGENCE AND MACHINE LEARNING",
  // AM B Tech in AM
  AM: "",
  // AR Architecture
  AR: "",
  // AT Automotive
  AT: "",
  // AU Automobile
  AU: "AUTOMOBILE ENGINEERING",
  // BA --
  BA: "",
  // BB B Tech in EC
  BB: "B TECH IN ELECTRONICS & COMMUNICATION ENGINEERING",
  // BF B Tech in DS
  BF: "",
  // BG B Tech in AD
  BG: "B TECH IN ARTIFICIAL INTELLIGENCE AND DATA SCIENCE",
  // BH B Tech in AI
  BH: "B TECH IN ARTIFICIAL INTELLIGENCE AND MACHINE LEARNING",
  // BJ B Tech in EE
  BJ: "B TECH IN ELECTRICAL & ELECTRONICS ENGINEERING",
  // BK B Tech in EN
  BK: "B TECH IN ENERGY ENGINEERING",
  // BL B Tech in AS
  BL: "B TECH IN AERO SPACE ENGINEERING",
  // BM Bio Medical
  BM: "BIO-MEDICAL ENGINEERING",
  // BN B Tech in BD
  BN: "",
  // BO B Tech in BT
  BO: "B TECH IN BIO-TECHNOLOGY",
  // BP B Tech in CE
  BP: "B TECH IN CIVIL ENGINEERING",
  // BQ B Tech in CG
  BQ: "",
  // BR BioMed. and
  BR: "",
  // BT Bio Technology
  BT: "BIO-TECHNOLOGY",
  // BU B Tech in CI
  BU: "",
  // BV B Tech in CO
  BV: "",
  // BW B Tech in CS
  BW: "B TECH IN COMPUTER SCIENCE AND ENGINEERING",
  // BX B Tech in CY
  BX: "B TECH IN COMPUTER SCIENCE AND ENGINEERING(CYBER SECURITY)",
  // BY B Tech in DO
  BY: "",
  // BZ B Tech in DS
  BZ: "",
  // CA CS (AI, Machine
  CA: "COMPUTER SCIENCE AND ENGG(ARTIFICIAL INTELLIGENCE AND MACHINE LEARNING)",
  // CB Comp. Sc. and
  CB: "COMPUTER SCIENCE AND BUSINESS SYSTEMS",
  // CC Computer and
  CC: "",
  // CD Computer Sc.
  CD: "COMPUTER SCIENCE AND DESIGN",
  // CE Civil
  CE: "CIVIL ENGINEERING",
  // CF CS(Artificial
  CF: "",
  // CG Computer
  CG: "",
  // CH Chemical
  CH: "CHEMICAL ENGINEERING",
  // CK Civil Engg
  CK: "",
  // CL B Tech in EO
  CL: "",
  // CM B Tech in EV
  CM: "",
  // CN B Tech in IB
  CN: "",
  // CO Computer
  CO: "COMPUTER ENGINEERING",
  // CQ B Tech in IO
  CQ: "B TECH IN COMPUTER SCIENCE AND ENGINEERING(IOT)",
  // CR Ceramics
  CR: "CERAMICS & CEMENT ENGINEERING",
  // CS Computers
  CS: "COMPUTER SCIENCE AND ENGINEERING",
  // CT Const. Tech.
  CT: "CONSTRUCTION TECHNOLOGY AND MGMT",
  // CU B Tech in IS
  CU: "B TECH IN INFORMATION SCIENCE ENGINEERING",
  // CV Civil
  CV: "",
  // CW B Tech in IT
  CW: "",
  // CX B Tech in IY
  CX: "",
  // CY CS- Cyber
  CY: "COMPUTER SCIENCE AND ENGINEERING (CYBER SECURITY)",
  // CZ B Tech in LC
  CZ: "",
  // DA B Tech in MC
  DA: "",
  // DB B Tech in ME
  DB: "B TECH IN MECHANICAL ENGINEERING",
  // DC Data Sciences
  DC: "DATA SCIENCES",
  // DD B Tech in MS
  DD: "",
  // DE B Tech in PE
  DE: "",
  // DF B Tech in RA
  DF: "",
  // DG DESIGN
  DG: "",
  // DH B Tech in RAI
  DH: "",
  // DI B Tech in RE
  DI: "",
  // DJ B Tech in RO
  DJ: "",
  // DK B Tech in SS
  DK: "",
  // DL B.TECH IN CS
  DL: "",
  // DM B.TECH IN CS NW
  DM: "",
  // DN B.Tech in VLSI
  DN: "",
  // DS Comp. Sc. Engg-
  DS: "COMPUTER SCIENCE AND ENGINEERING(DATA SCIENCE)",
  // EA Agriculture
  EA: "AGRICULTURE ENGINEERING",
  // EB EAT
  EB: "",
  // EC Electronics
  EC: "ELECTRONICS AND COMMUNICATION ENGG",
  // EE Electrical
  EE: "ELECTRICAL & ELECTRONICS ENGINEERING",
  // EI Elec. Inst.
  EI: "ELECTRONICS AND INSTRUMENTATION ENGINEERING",
  // EL Electronics,
  EL: "",
  // EN Environmental
  EN: "",
  // ER Electrical and
  ER: "",
  // ES Electronics and
  ES: "",
  // ET Elec.
  ET: "ELECTRONICS AND TELECOMMUNICATION ENGINEERING",
  // EV EC Engg(VLSI
  EV: "ELECTRONICS AND COMMUNICATION ENGG (VLSI DESIGN AND TECHNOLOGY)",
  // EZ ELECTRONICS AND
  EZ: "",
  // IC CS-IoT, Cyber
  IC: "COMPUTER SCIENCE AND ENGG(INTERNET OF THINGS & CYBER SECURITY INCLUDING BLOCK CHAIN TECH)",
  // IE Info.Science
  IE: "INFORMATION SCIENCE AND ENGINEERING",
  // IM Ind. Engg.
  IM: "INDUSTRIAL ENGINEERING & MANAGEMENT",
  // IO CS- Internet of
  IO: "COMPUTER SCIENCE AND ENGG(INTERNET OF THINGS)",
  // IP Ind.Prodn.
  IP: "INDUSTRIAL & PRODUCTION ENGINEERING",
  // IZ INFORMATION
  IZ: "",
  // LA B Plan
  LA: "B.Plan",
  // LD B Tech in DS
  LD: "",
  // LE B Tech in AIML
  LE: "",
  // LF B Tech in CC
  LF: "",
  // LG B Tech in CS
  LG: "",
  // LH B Tech in IS
  LH: "",
  // LJ B Tech in BS
  LJ: "",
  // LK B Tech in IOT
  LK: "",
  // MD Med.Elect.
  MD: "MEDICAL ELECTRONICS ENGINEERING",
  // ME Mechanical
  ME: "MECHANICAL ENGINEERING",
  // MI Mining
  MI: "MINING ENGINEERING",
  // MM Mechanical,
  MM: "MECHANICAL AND SMART MANUFACTURING",
  // MR Marine
  MR: "MARINE ENGINEERING",
  // MT Mechatronics
  MT: "MECHATRONICS",
  // OT Industrial IOT
  OT: "INDUSTRIAL IOT",
  // PT Polymer Tech.
  PT: "",
  // RA Robotics and
  RA: "ROBOTICS AND AUTOMATION",
  // RI Robotics and AI
  RI: "ROBOTICS AND ARTIFICIAL INTELLIGENCE",
  // RO Auto. And
  RO: "",
  // SE Aero Space
  SE: "AERO SPACE ENGINEERING",
  // ST Silk Tech.
  ST: "SILK TECHNOLOGY",
  // TC Telecommn.
  TC: "",
  // TX Textiles
  TX: "TEXTILES TECHNOLOGY",
  // UP Planning
  UP: "",
  // YA B.TEHIN
  YA: "",
  // YB B.TECH IN
  YB: "",
  // YC B.TECH IN EMD.
  YC: "",
  // YD B.TECH IN CS
  YD: "",
  // YE B.TECH IN
  YE: "",
  // YF B.TECH IN ELECT
  YF: "",
  // YG B.TECH IN
  YG: "",
  // YH ENGINEERING
  YH: "",
  // YI B.TECH IN
  YI: "",
  // ZA B TECH IN
  ZA: "",
  // ZC CSC
  ZC: "",
  // ZH B TECH IN
  ZH: "",
  // ZL CIVIL ENG. WITH
  ZL: "CIVIL ENGINEERING WITH COMPUTER APPLICATION",
  // ZM B.TECH IN
  ZM: "",
  // ZN B.TECH IN
  ZN: "",
  // ZO B.TECH IN
  ZO: "",
  // ZQ B.TECH IN
  ZQ: "",
  // ZR COMP.SCE.AND
  ZR: "",
  // ZT B.TECH. IN
  ZT: "",
  // ZU CYBER SECURITY
  ZU: "CYBER SECURITY",
  // ZV B.TECH.IN
  ZV: "",
  // ZW COMP. SCE. AND
  ZW: "",
};
