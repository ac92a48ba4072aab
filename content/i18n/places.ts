// Place names in both languages (decision 062).
import en from "./en/places.ts";
import hi from "./hi/places.ts";

export const placesText = { area: "places", en, hi };
