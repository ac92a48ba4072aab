// Demo colleges whose public institution the name rule cannot find (the sources spell them differently or
// list several of that name), each looked up by hand in db/data/institutions.csv.gz: demo name → AISHE code.
// Faculty of Management Studies Delhi (a faculty of the University of Delhi) and NIFT Delhi (two NIFT
// records in Delhi) are left unlinked rather than guessed.
export const demoInstitutionCodes: Record<string, string> = {
  "Jawaharlal Nehru University": "U-0109",
  "XLRI Xavier School of Management": "S-132",
  "National Institute of Design Ahmedabad": "U-1028",
  "Madras Medical College": "C-45415",
  "St. Stephen's College": "C-22470",
  "Amity University Noida": "U-0497",
  "Bangalore Medical College and Research Institute": "C-40417",
  "Loyola College": "C-44006",
  "Management Development Institute Gurgaon": "S-113",
  "St. Xavier's College Mumbai": "C-33555",
  "College of Engineering Pune": "U-1257",
  "Grant Government Medical College": "C-13853",
  "St. Xavier's College Kolkata": "C-11881",
  "Narsee Monjee College of Commerce and Economics": "C-34068",
  "Fergusson College": "C-41431",
  "Netaji Subhas University of Technology": "U-1056",
};
