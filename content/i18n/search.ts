// The site search's words in both languages (decision 062).
import en from "./en/search.ts";
import hi from "./hi/search.ts";

export const searchText = { area: "search", en, hi };
