// The privacy notice shown beside every lead form and on /my-data, itemised by purpose as India's Digital
// Personal Data Protection Rules 2025 ask. Each wording has a version; every lead records the version it was
// shown with, so a changed text never rewrites what an earlier student agreed to. Change the text → new version.
import type { ConsentPurpose } from "../../db/schema.ts";

export type NoticeLanguage = "en" | "hi";

export const NOTICE_VERSION = "2026-11-24";

interface NoticeText {
  languageName: string;
  intro: string;
  purposes: Record<ConsentPurpose, string>;
  /** "{institution}" is replaced by the institution's name */
  shareWith: string;
  ageQuestion: string;
  ageBands: { "under-18": string; "18-plus": string };
  guardianIntro: string;
  guardianName: string;
  guardianEmail: string;
  withdraw: string;
}

export const notices: Record<NoticeLanguage, NoticeText> = {
  en: {
    languageName: "English",
    intro:
      "We use your name, email, mobile number, city and course only for what you tick below, keep them for at most 24 months, and you can see, download, withdraw or erase them at any time from the link we send you.",
    purposes: {
      brochure: "Send me the brochure and information I asked for (always: it is what you asked for).",
      call: "An admissions counsellor of this portal may call me.",
      share: "Share my details with these institutions:",
    },
    shareWith: "Share my details with {institution}",
    ageQuestion: "Your age",
    ageBands: { "under-18": "Under 18", "18-plus": "18 or over" },
    guardianIntro:
      "You are under 18: a parent or guardian must agree before anyone calls you or your details are shared. We will email them a link to confirm.",
    guardianName: "Parent or guardian's name",
    guardianEmail: "Parent or guardian's email",
    withdraw: "You can withdraw any of these at any time, as easily as you gave it.",
  },
  hi: {
    languageName: "हिन्दी",
    intro:
      "हम आपका नाम, ईमेल, मोबाइल नंबर, शहर और कोर्स केवल उन्हीं कामों के लिए उपयोग करते हैं जिन्हें आप नीचे चुनते हैं, इन्हें अधिकतम 24 महीने रखते हैं, और आप हमारे भेजे लिंक से इन्हें कभी भी देख, डाउनलोड, वापस ले या मिटा सकते हैं।",
    purposes: {
      brochure: "मुझे माँगा गया ब्रोशर और जानकारी भेजें (हमेशा: आपने यही माँगा है)।",
      call: "इस पोर्टल के प्रवेश परामर्शदाता मुझे कॉल कर सकते हैं।",
      share: "मेरी जानकारी इन संस्थानों के साथ साझा करें:",
    },
    shareWith: "मेरी जानकारी {institution} के साथ साझा करें",
    ageQuestion: "आपकी आयु",
    ageBands: { "under-18": "18 वर्ष से कम", "18-plus": "18 वर्ष या अधिक" },
    guardianIntro:
      "आपकी आयु 18 वर्ष से कम है: किसी के कॉल करने या आपकी जानकारी साझा करने से पहले माता-पिता या अभिभावक की सहमति ज़रूरी है। हम उन्हें पुष्टि के लिए एक लिंक ईमेल करेंगे।",
    guardianName: "माता-पिता या अभिभावक का नाम",
    guardianEmail: "माता-पिता या अभिभावक का ईमेल",
    withdraw: "आप इनमें से कोई भी सहमति कभी भी उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी।",
  },
};
