// The emails a lead sends: the student's confirmation (what they agreed to and their own link) and, for a
// student under 18, the request to a parent or guardian. Plain text: it reads the same in every mail client.
// Subjects are fixed words: a subject is what an inbox shows before anything else, so no name or institution
// anyone typed goes there. The text may greet by name, which personName (domain/fields.ts) keeps to a name.
import type { ConsentPurpose } from "../../db/schema.ts";
import { MAILS_PER_ADDRESS_PER_DAY } from "../mail/recipient-cap.ts";
import type { ConsentInput } from "./consent.schema.ts";
import { notices, type NoticeLanguage } from "./notice.ts";

interface Granted {
  purpose: ConsentPurpose;
  institution: string;
}

function purposeLines(granted: Granted[], language: NoticeLanguage): string[] {
  const text = notices[language];
  return granted.map((g) =>
    g.purpose === "share"
      ? `- ${text.shareWith.replace("{institution}", g.institution)}`
      : `- ${text.purposes[g.purpose]}`,
  );
}

const words = {
  en: {
    subject: "Your enquiry: what you agreed to, and your link",
    hello: (name: string) => `Hello ${name},`,
    received: (about: string) => `We have your enquiry${about ? ` about ${about}` : ""}. You agreed to:`,
    link: "See, download, withdraw or erase your details at any time (this link is yours; do not forward it):",
    guardianWait:
      "Because you are under 18, nobody will call you and nothing will be shared until your parent or guardian confirms. We have emailed them.",
    guardianNotEmailed: `Because you are under 18, nobody will call you and nothing will be shared until your parent or guardian confirms. Their address has already had ${MAILS_PER_ADDRESS_PER_DAY} emails from us today, so we could not email them; you can send your enquiry again tomorrow.`,
    guardianSubject: "A student's enquiry on our admissions portal needs your consent",
    guardianHello: (name: string) => `Hello ${name},`,
    guardianAsked: (student: string, about: string) =>
      `${student} made an enquiry${about ? ` about ${about}` : ""} on our admissions portal and, being under 18, needs your consent for:`,
    guardianConfirm: "To agree, open this link. If you do not, nothing beyond the brochure will happen:",
  },
  hi: {
    subject: "आपकी पूछताछ: आपकी दी गई सहमति और आपका लिंक",
    hello: (name: string) => `नमस्ते ${name},`,
    received: (about: string) => `हमें आपकी पूछताछ${about ? ` (${about})` : ""} मिल गई है। आपने इनके लिए सहमति दी:`,
    link: "अपनी जानकारी कभी भी देखें, डाउनलोड करें, सहमति वापस लें या मिटाएँ (यह लिंक केवल आपका है; इसे आगे न भेजें):",
    guardianWait:
      "आपकी आयु 18 वर्ष से कम है, इसलिए जब तक आपके माता-पिता या अभिभावक पुष्टि नहीं करते, न कोई कॉल करेगा और न कुछ साझा होगा। हमने उन्हें ईमेल भेज दिया है।",
    guardianNotEmailed: `आपकी आयु 18 वर्ष से कम है, इसलिए जब तक आपके माता-पिता या अभिभावक पुष्टि नहीं करते, न कोई कॉल करेगा और न कुछ साझा होगा। उनके पते पर आज हम पहले ही ${MAILS_PER_ADDRESS_PER_DAY} ईमेल भेज चुके हैं, इसलिए उन्हें ईमेल नहीं भेजा जा सका; आप कल फिर से पूछताछ भेज सकते हैं।`,
    guardianSubject: "हमारे प्रवेश पोर्टल पर एक विद्यार्थी की पूछताछ के लिए आपकी सहमति चाहिए",
    guardianHello: (name: string) => `नमस्ते ${name},`,
    guardianAsked: (student: string, about: string) =>
      `${student} ने हमारे प्रवेश पोर्टल पर${about ? ` ${about} के बारे में` : ""} पूछताछ की है और 18 वर्ष से कम होने के कारण इनके लिए आपकी सहमति चाहिए:`,
    guardianConfirm: "सहमति देने के लिए यह लिंक खोलें। ऐसा न करने पर ब्रोशर के अलावा कुछ नहीं होगा:",
  },
} satisfies Record<NoticeLanguage, unknown>;

interface Student {
  name: string;
  context: string;
}

export function confirmationMail(
  lead: Student & { email: string },
  granted: Granted[],
  siteUrl: string,
  token: string,
  language: NoticeLanguage,
  /** For a student under 18 who waits for a guardian: whether the guardian's request was emailed */
  guardian?: "emailed" | "not emailed",
) {
  const w = words[language];
  const body = [
    w.hello(lead.name),
    "",
    w.received(lead.context),
    ...purposeLines(granted, language),
    "",
    ...(guardian ? [guardian === "emailed" ? w.guardianWait : w.guardianNotEmailed, ""] : []),
    w.link,
    `${siteUrl}/my-data?t=${token}`,
    "",
    notices[language].withdraw,
  ].join("\n");
  return { to: lead.email, subject: w.subject, body };
}

export function guardianMail(
  lead: Student,
  consent: ConsentInput,
  granted: Granted[],
  siteUrl: string,
  token: string,
  language: NoticeLanguage,
) {
  const w = words[language];
  const body = [
    w.guardianHello(consent.guardianName),
    "",
    w.guardianAsked(lead.name, lead.context),
    ...purposeLines(
      granted.filter((g) => g.purpose !== "brochure"),
      language,
    ),
    "",
    w.guardianConfirm,
    `${siteUrl}/my-data/guardian?t=${token}`,
  ].join("\n");
  return { to: consent.guardianEmail, subject: w.guardianSubject, body };
}
