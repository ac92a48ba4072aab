// The terms and conditions and the privacy policy. The privacy text must stay true to what the code
// does: the enquiry form's fields (domain/leads/leads.schema.ts), the 24-month retention and no trackers.
// If the product changes what it collects or keeps, change this text in the same commit.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const legalUpdated = "24 November 2026";

export const termsSections: LegalSection[] = [
  {
    heading: "General Information",
    paragraphs: [
      "This website gives information about colleges, universities, courses, entrance exams, scholarships and admissions in India and abroad. By using it you agree to these terms. If you do not agree, please do not use the website.",
      "The information is collected from official websites, prospectuses and public notices and is provided for reference only. Fees, dates, seats and eligibility rules change from year to year: always verify them on the official website of the university, college or exam body before you apply or pay.",
    ],
  },
  {
    heading: "User Responsibilities",
    paragraphs: [
      "When you fill in an enquiry form or write a review, the details you give must be true and your own. Do not submit another person's name, phone number or email address without their permission.",
      "Reviews must describe your own experience, must not contain abusive, defamatory or copied content, and must not reveal personal information about other people. We may edit or decline any review that breaks these rules.",
      "You must not try to disrupt the website, collect data from it by automated means, or use it for any unlawful purpose.",
    ],
  },
  {
    heading: "Admission & Fees",
    paragraphs: [
      "We are not a university or college and we do not grant admission. Admission decisions are made only by the institution concerned, on its own criteria and through its own or government counselling processes.",
      "Our counselling is free for students. Any fee for an application, a seat or a course is paid directly to the institution, and you should pay only through the institution's official channels. We never ask students for donations or capitation fees, and you should report anyone who does so in our name.",
    ],
  },
  {
    heading: "Third-Party Links",
    paragraphs: [
      "The website links to websites run by others, such as university, exam and scholarship portals. We do not control those websites and are not responsible for their content, availability or privacy practices. Read their terms before you share information with them.",
    ],
  },
  {
    heading: "Modifications & Updates",
    paragraphs: [
      "We may change these terms, the content of the website or the review rewards and leaderboard rules at any time. The date at the top of this page shows when the terms last changed. Continuing to use the website after a change means you accept the new terms.",
    ],
  },
  {
    heading: "Limitation of Liability",
    paragraphs: [
      "We take care to keep the information accurate, but we do not guarantee that it is complete, current or free of errors. To the extent the law allows, we are not liable for any loss arising from decisions made on the basis of information on this website, from the acts of any institution, or from the website being unavailable.",
      "These terms are governed by the laws of India, and the courts at New Delhi have jurisdiction over any dispute.",
    ],
  },
];

export const privacySections: LegalSection[] = [
  {
    heading: "Introduction",
    paragraphs: [
      "This policy explains what personal information this website collects, for which purposes, with whom it is shared, how long we keep it and how you can see, withdraw or erase it, as India's Digital Personal Data Protection Act 2023 and its Rules require. We collect as little as we need to answer you.",
    ],
  },
  {
    heading: "Information We Collect",
    paragraphs: [
      "When you send an enquiry, ask for counselling, apply or download a brochure, the form collects your name, email address, mobile number, city, the course you are interested in, whether you ticked the terms box, your age band (under 18, or 18 or over) and, if you are under 18 and ask for a call or for sharing, your parent or guardian's name and email. If you ask about a particular college, institute or scholarship, we note which one. With each enquiry we record the version and language of the notice you were shown, the purposes you ticked and when.",
      "When you write a review, we collect the review itself, the college and course it is about, your name, email address, an optional phone number and your consent.",
      "Like any web server, ours writes technical request logs (network address, time and page requested) to keep the service secure and working. They do not contain what you type into forms.",
    ],
  },
  {
    heading: "How We Use Your Information",
    paragraphs: [
      "Each enquiry is used only for the purposes you tick, each asked separately and none ticked for you: (1) sending you the brochure and information you asked for, which is always done because it is what you asked for; (2) a call from an admissions counsellor of this portal, only if you tick it; (3) sharing your details with the institution your enquiry is about, only if you tick that institution. An enquiry sent to us by another application, which shows you no notice, is used for the first purpose only.",
      "If you are under 18, nobody calls you and nothing is shared until your parent or guardian confirms through the link we email them.",
      "Review details are used to check and publish your review and to credit any reward points.",
      "We never sell your personal information, and we do not rent or trade it to anyone.",
    ],
  },
  {
    heading: "Who We Share It With",
    paragraphs: [
      "Only with the institutions you ticked, and only while your consent stands. We share with no one else: not with other colleges, not with advertisers, not with data brokers. Our staff see your enquiry only to act on the purposes you agreed to, and an enquiry without a call consent is marked do-not-call for them.",
    ],
  },
  {
    heading: "How Long We Keep It",
    paragraphs: [
      "We keep enquiry and review details for {retentionMonths} months and then delete them automatically, sooner if you erase them.",
    ],
  },
  {
    heading: "See, Withdraw or Erase Your Details",
    paragraphs: [
      "The confirmation email of every enquiry, and the message shown when you send it, carries a link to your own page. There you can see everything we hold about the enquiry, download it as a file, withdraw any purpose (a call, or sharing with an institution) and erase everything, each with one click and a confirmation; erasing also asks for the email address the link was sent to, so that nobody else who sees your link can erase your enquiry. A withdrawal takes effect at once; erasing deletes your details for good and keeps only a count of enquiries for our statistics. When you open the link, the page keeps it for 30 minutes in a cookie that only this page reads, and removes it from the address bar. The page and the notice are available in English and Hindi.",
    ],
  },
  {
    heading: "Data Security",
    paragraphs: [
      "Your information is stored in our own database. Only staff who sign in to the admin area, to answer enquiries or moderate reviews, can see it, and every export of enquiries is recorded with who made it.",
      "This website uses no advertising trackers and no third-party analytics. Progress on a review you have not yet submitted is kept only in your own browser until you send it.",
    ],
  },
  {
    heading: "Grievances",
    paragraphs: [
      "If you have a complaint about how your information is handled, write to our grievance contact at {contactEmail}. We acknowledge every complaint and answer it within 90 days, the longest the DPDP Rules allow. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
    ],
  },
  {
    heading: "Third-Party Links",
    paragraphs: [
      "Pages link to websites run by universities, exam bodies and others, and the contact page shows a map from OpenStreetMap. Those websites have their own privacy policies, which we do not control.",
    ],
  },
  {
    heading: "Modifications",
    paragraphs: [
      "If we change this policy, we will update the date at the top of this page and describe the change here. We will not use information we already hold for a new purpose without asking you first, and what you agreed to stays recorded with the notice you were shown.",
    ],
  },
];
