// The directory's chosen filters in words, for page titles and the "filtered by" chips, and each filter value
// in the page's language (decision 062). A value the catalogue has no message for is a name written alike in
// both languages ("MBA / PGDM", "BCA") and is shown as the filter's options spell it.
import {
  courseOptions,
  kindOptions,
  levelOptions,
  managementOptions,
  streamOptions,
  typeOptions,
  type DirectoryFilters,
  type Option,
} from "../../../domain/institutions/directory-filters.ts";
import type { Translate } from "../../../domain/i18n/text.ts";
import type { directoryText } from "../../../content/i18n/directory.ts";

export type DirectoryTranslate = Translate<typeof directoryText.en>;
type Key = keyof typeof directoryText.en;

export type Dimension = "kind" | "type" | "management" | "level" | "stream" | "course";
type FilterKey = Dimension | "ranked";

export interface ChosenFilter {
  key: FilterKey;
  label: string;
}

export const OPTIONS: Record<Dimension, Option[]> = {
  kind: kindOptions,
  type: typeOptions,
  management: managementOptions,
  level: levelOptions,
  stream: streamOptions,
  course: courseOptions,
};

/** Each filter's values by slug → the message naming it. */
export const OPTION_TEXT: Record<Dimension, Record<string, Key>> = {
  kind: {
    college: "kindCollege",
    university: "kindUniversity",
    standalone: "kindStandalone",
    research: "kindResearch",
  },
  type: {
    central: "typeCentral",
    state: "typeState",
    deemed: "typeDeemed",
    private: "typePrivate",
    "national-importance": "typeNationalImportance",
  },
  management: {
    government: "managementGovernment",
    "government-aided": "managementAided",
    private: "managementPrivate",
  },
  level: {
    diploma: "levelDiploma",
    undergraduate: "levelUndergraduate",
    integrated: "levelIntegrated",
    postgraduate: "levelPostgraduate",
    "postgraduate-diploma": "levelPgDiploma",
    doctoral: "levelDoctoral",
  },
  stream: {
    engineering: "streamEngineering",
    management: "streamManagement",
    "computer-applications": "streamComputerApplications",
    medicine: "streamMedicine",
    dental: "streamDental",
    pharmacy: "streamPharmacy",
    nursing: "streamNursing",
    law: "streamLaw",
    "arts-science-commerce": "streamArtsScienceCommerce",
    architecture: "streamArchitecture",
    planning: "streamPlanning",
    design: "streamDesign",
    "hotel-management": "streamHotelManagement",
    "arts-and-crafts": "streamArtsAndCrafts",
  },
  course: { "btech-cse": "courseBtechCse" },
};

/** A filter's value in the page's language, from its slug; undefined when it is no value of the filter. */
export function optionLabel(t: DirectoryTranslate, dimension: Dimension, slug: string | undefined) {
  const option = OPTIONS[dimension].find((o) => o.slug === slug);
  if (!option) return undefined;
  const key = OPTION_TEXT[dimension][option.slug];
  return key ? t(key) : option.label;
}

/** The same, from the value the database stores ("Government-aided"). */
export function valueLabel(t: DirectoryTranslate, dimension: Dimension, value: string | null | undefined) {
  return optionLabel(t, dimension, OPTIONS[dimension].find((o) => o.value === value)?.slug);
}

const DIMENSIONS: Dimension[] = ["kind", "type", "management", "level", "stream", "course"];

export function chosenFilters(f: DirectoryFilters, t: DirectoryTranslate): ChosenFilter[] {
  const chosen: [FilterKey, string | undefined][] = [
    ...DIMENSIONS.map((d): [FilterKey, string | undefined] => [d, optionLabel(t, d, f[d])]),
    ["ranked", f.ranked ? t("ranked") : undefined],
  ];
  return chosen.filter((c): c is [FilterKey, string] => c[1] !== undefined).map(([key, label]) => ({ key, label }));
}

/** " (Government, Engineering)" for a title, or nothing without filters. */
export function filterSummary(f: DirectoryFilters, t: DirectoryTranslate): string {
  const labels = chosenFilters(f, t).map((c) => c.label);
  return labels.length ? ` (${labels.join(", ")})` : "";
}
