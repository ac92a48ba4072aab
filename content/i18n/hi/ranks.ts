// NIRF's ranks in Hindi: the keys of ../en/ranks.ts, each translated.
import type { Catalogue } from "../../../domain/i18n/text.ts";
import type en from "../en/ranks.ts";

export default {
  rank: "NIRF {year} · {category} रैंक {rank}",
  nirfOverall: "ओवरऑल",
  nirfUniversities: "विश्वविद्यालय",
  nirfColleges: "कॉलेज",
  nirfResearch: "शोध संस्थान",
  nirfStatePublic: "राज्य सार्वजनिक विश्वविद्यालय",
  nirfEngineering: "इंजीनियरिंग",
  nirfMedical: "मेडिकल",
  nirfManagement: "मैनेजमेंट",
  nirfLaw: "लॉ",
  nirfPharmacy: "फ़ार्मेसी",
  nirfDental: "डेंटल",
  nirfArchitecture: "आर्किटेक्चर और प्लानिंग",
  nirfAgriculture: "कृषि और संबद्ध क्षेत्र",
} satisfies Catalogue<typeof en>;
