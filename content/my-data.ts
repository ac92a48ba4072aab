// The words of /my-data (a student's own page) and /my-data/guardian, in English and Hindi: the student
// reads their rights in the language they chose for the notice (domain/consent/notice.ts).
import type { NoticeLanguage } from "../domain/consent/notice.ts";

export const myDataText = {
  en: {
    title: "Your details",
    subtitle: "What this portal holds about your enquiry, what you agreed to, and how to take it back.",
    invalid:
      "This link has expired or is not valid. Links in our emails work for 180 days; send a new enquiry to get a new one.",
    closed:
      "For your safety this page forgets your link 30 minutes after you open it. Open the link in your email again.",
    noCookie:
      "Your browser did not keep the cookie this page needs to remember your link, so it cannot show your details. Allow cookies for this site, then open the link in your email again.",
    otherLink:
      "Nothing was changed: that form came from a page of another link (an older tab, perhaps of another enquiry). Below is the enquiry of the link you opened last; check it and try again.",
    held: "What we hold",
    fields: {
      name: "Name",
      email: "Email",
      phone: "Mobile",
      city: "City",
      course: "Course",
      source: "Form",
      about: "About",
      madeAt: "Sent on",
      noticeVersion: "Privacy notice version",
      ageBand: "Age",
      guardian: "Parent or guardian",
    },
    noNotice: "None (sent by an application, which showed no notice)",
    agreed: "What you agreed to",
    active: "Active",
    withdrawnOn: "Withdrawn on",
    waitingGuardian: "Waiting for your parent or guardian to confirm",
    guardianConfirmedOn: "confirmed on",
    guardianWaiting: "not confirmed yet",
    withdrawButton: "Withdraw",
    brochureNote: "Already done: erase everything to take it back.",
    download: "Download all of it (JSON)",
    erase: "Erase everything",
    eraseNote:
      "Deletes your enquiry and everything above for good, once you give the email address this link was sent to. Only a count of enquiries stays for our statistics.",
    eraseEmail: "Your email address",
    eraseEmailHint:
      "The address this link was sent to. We ask for it so that nobody else who sees your link can erase your enquiry.",
    wrongEmail: "This is not the email address this enquiry was made with. Nothing was erased.",
    confirmWithdraw: (what: string) => `Withdraw “${what}”? It takes effect at once.`,
    confirmErase: "Erase your enquiry and every detail above? This cannot be undone.",
    yesWithdraw: "Yes, withdraw",
    yesErase: "Yes, erase everything",
    cancel: "Cancel",
    withdrawn: "Done: withdrawn. Nobody will act on it from now on.",
    erased: "Your enquiry and every detail in it have been erased.",
    language: "Language",
    guardianTitle: "Consent for a student under 18",
    guardianAsks: (student: string, about: string) =>
      `${student} made an enquiry${about ? ` about ${about}` : ""} and asks for your consent to:`,
    guardianButton: "I agree",
    guardianDone: "Thank you: your consent is recorded. The student can withdraw it at any time from their own link.",
    guardianAlready: "Your consent was already recorded.",
  },
  hi: {
    title: "आपकी जानकारी",
    subtitle: "इस पोर्टल के पास आपकी पूछताछ की क्या जानकारी है, आपने किस बात की सहमति दी, और उसे वापस कैसे लें।",
    invalid: "यह लिंक समाप्त हो चुका है या मान्य नहीं है। हमारे ईमेल के लिंक 180 दिन चलते हैं; नया लिंक पाने के लिए नई पूछताछ भेजें।",
    closed: "आपकी सुरक्षा के लिए यह पेज लिंक खोलने के 30 मिनट बाद उसे भूल जाता है। अपने ईमेल का लिंक फिर से खोलें।",
    noCookie:
      "आपके ब्राउज़र ने वह कुकी नहीं रखी जिससे यह पेज आपका लिंक याद रखता है, इसलिए आपकी जानकारी नहीं दिखाई जा सकती। इस साइट के लिए कुकी की अनुमति दें, फिर अपने ईमेल का लिंक फिर से खोलें।",
    otherLink:
      "कुछ नहीं बदला: वह फ़ॉर्म किसी दूसरे लिंक के पेज से आया था (शायद किसी दूसरी पूछताछ का पुराना टैब)। नीचे आपके सबसे बाद में खोले गए लिंक की पूछताछ है; उसे जाँचें और फिर से कोशिश करें।",
    held: "हमारे पास क्या है",
    fields: {
      name: "नाम",
      email: "ईमेल",
      phone: "मोबाइल",
      city: "शहर",
      course: "कोर्स",
      source: "फ़ॉर्म",
      about: "विषय",
      madeAt: "भेजने की तिथि",
      noticeVersion: "गोपनीयता सूचना संस्करण",
      ageBand: "आयु",
      guardian: "माता-पिता या अभिभावक",
    },
    noNotice: "कोई नहीं (एक एप्लिकेशन से भेजा गया, जिसने सूचना नहीं दिखाई)",
    agreed: "आपने किस बात की सहमति दी",
    active: "सक्रिय",
    withdrawnOn: "वापस ली गई",
    waitingGuardian: "माता-पिता या अभिभावक की पुष्टि की प्रतीक्षा",
    guardianConfirmedOn: "पुष्टि की तिथि",
    guardianWaiting: "अभी पुष्टि नहीं हुई",
    withdrawButton: "वापस लें",
    brochureNote: "पूरा हो चुका है: इसे वापस लेने के लिए सब कुछ मिटाएँ।",
    download: "सब कुछ डाउनलोड करें (JSON)",
    erase: "सब कुछ मिटाएँ",
    eraseNote:
      "वह ईमेल पता देने पर जिस पर यह लिंक भेजा गया था, आपकी पूछताछ और ऊपर की हर जानकारी हमेशा के लिए मिट जाएगी। हमारे आँकड़ों के लिए केवल पूछताछ की गिनती रहेगी।",
    eraseEmail: "आपका ईमेल पता",
    eraseEmailHint:
      "वही पता जिस पर यह लिंक भेजा गया था। हम इसे इसलिए पूछते हैं ताकि आपका लिंक देखने वाला कोई और आपकी पूछताछ न मिटा सके।",
    wrongEmail: "यह वह ईमेल पता नहीं है जिससे यह पूछताछ की गई थी। कुछ नहीं मिटाया गया।",
    confirmWithdraw: (what: string) => `“${what}” की सहमति वापस लें? यह तुरंत लागू होगा।`,
    confirmErase: "अपनी पूछताछ और ऊपर की हर जानकारी मिटाएँ? इसे पूर्ववत नहीं किया जा सकता।",
    yesWithdraw: "हाँ, वापस लें",
    yesErase: "हाँ, सब कुछ मिटाएँ",
    cancel: "रद्द करें",
    withdrawn: "हो गया: सहमति वापस ले ली गई। अब इस पर कोई कार्रवाई नहीं होगी।",
    erased: "आपकी पूछताछ और उसकी हर जानकारी मिटा दी गई है।",
    language: "भाषा",
    guardianTitle: "18 वर्ष से कम आयु के विद्यार्थी के लिए सहमति",
    guardianAsks: (student: string, about: string) =>
      `${student} ने${about ? ` ${about} के बारे में` : ""} पूछताछ की है और इनके लिए आपकी सहमति माँगी है:`,
    guardianButton: "मैं सहमत हूँ",
    guardianDone: "धन्यवाद: आपकी सहमति दर्ज हो गई है। विद्यार्थी इसे अपने लिंक से कभी भी वापस ले सकता है।",
    guardianAlready: "आपकी सहमति पहले ही दर्ज हो चुकी है।",
  },
} satisfies Record<NoticeLanguage, unknown>;

export type MyDataText = (typeof myDataText)["en"];
