// The site search's words in Hindi: the keys of ../en/search.ts, each translated.
import type { Catalogue } from "../../../domain/i18n/text.ts";
import type en from "../en/search.ts";

export default {
  seoTitle: "कॉलेज, परीक्षाएँ और कोर्स खोजें",
  seoTitleQuery: "“{q}”: कॉलेज, परीक्षाएँ और कोर्स",
  search: "खोजें",
  resultsFor: "“{q}” के खोज परिणाम",
  subtitle: "पूरे भारत के कॉलेज, विश्वविद्यालय और संस्थान, प्रवेश परीक्षाएँ और कोर्स",
  searchLabel: "कॉलेज, परीक्षाएँ और कोर्स खोजें",
  placeholder: "कोई कॉलेज, शहर, परीक्षा या कोर्स",
  hint: "कोई कॉलेज (IIT Bombay, DU, NIT Trichy), शहर, परीक्षा (NEET, JEE Main) या कोर्स (B.Tech, MBA) लिखें।",
  results: "परिणाम",
  tooShort: "कम से कम दो अक्षर लिखें: एक अक्षर भारत के लगभग हर कॉलेज के नाम में होता है।",
  resultCount: "{count, plural, one {{shown} परिणाम} other {{shown} परिणाम}}",
  resultCountPaged: "{results}, पेज {page} / {pageCount}",
  filterResults: "परिणाम छाँटें",
  tryName: "किसी कॉलेज का नाम (IIT Bombay, DU), कोई शहर या NEET जैसी कोई परीक्षा लिखकर देखें।",
  noneMatchFilters: "चुने गए सभी फ़िल्टरों से कुछ नहीं मिलता।",
  checkSpelling: "वर्तनी जाँचें, या छोटा नाम, कोई शहर या IIT Delhi जैसा संक्षिप्त नाम लिखकर देखें।",
  chipCollege: "कॉलेज",
  chipUniversity: "विश्वविद्यालय",
  chipStandalone: "संस्थान",
  chipResearch: "शोध संस्थान",
  chipCourse: "कोर्स",
  chipExam: "परीक्षा",
  filterInstitutions: "संस्थान छाँटें",
  groupState: "राज्य",
  moreStates: "{count} और राज्य",
  countsNote:
    "गिनती आधिकारिक सूचियों (AISHE, AICTE, NMC, NIRF) के संस्थानों की है; कोर्स और परीक्षाएँ तभी दिखती हैं जब कोई फ़िल्टर न चुना हो।",
  intentCount:
    "डायरेक्टरी में {count, plural, one {{shown} संस्थान} other {{shown} संस्थान}}। स्ट्रीम और कोर्स AICTE के प्रोग्राम, NMC की सीटों, NIRF की सूचियों, काउंसलिंग के प्रोग्राम और संस्थान के नाम से पढ़े गए हैं।",
  seeAll: "कॉलेज डायरेक्टरी में सभी {total} देखें",
} satisfies Catalogue<typeof en>;
