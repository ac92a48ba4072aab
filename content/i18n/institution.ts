// A catalogue institution's page's words in both languages (decision 062).
import en from "./en/institution.ts";
import hi from "./hi/institution.ts";

export const institutionText = { area: "institution", en, hi };
