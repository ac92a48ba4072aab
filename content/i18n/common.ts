// Words of controls many pages share, in both languages (decision 062).
import en from "./en/common.ts";
import hi from "./hi/common.ts";

export const commonText = { area: "common", en, hi };
