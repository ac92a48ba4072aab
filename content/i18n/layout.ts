// The site layout's words in both languages (decision 062).
import en from "./en/layout.ts";
import hi from "./hi/layout.ts";

export const layoutText = { area: "layout", en, hi };
