// The college directory's words in both languages (decision 062).
import en from "./en/directory.ts";
import hi from "./hi/directory.ts";

export const directoryText = { area: "directory", en, hi };
