// NIRF's ranks in both languages (decision 062): the directory, the search, an institution's page and the
// predictor write a rank with the one function that reads them (rankLabel, domain/institutions/headline-rank.ts).
import en from "./en/ranks.ts";
import hi from "./hi/ranks.ts";

export const ranksText = { area: "ranks", en, hi };
