// The enquiry page's and the lead form's words in both languages (decision 062).
import en from "./en/enquiry.ts";
import hi from "./hi/enquiry.ts";

export const enquiryText = { area: "enquiry", en, hi };
