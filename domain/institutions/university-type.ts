// An institution's type as the site shows it: "State university" with where it comes from ("UGC list of
// universities", "about 2022", UGC's site), so every card and page names the source and its date.
import type { UniversityType } from "../../db/institutions-schema.ts";
import { typeOptions } from "./directory-filters.ts";

export interface NamedSource {
  name: string;
  year: string;
  url: string;
}

export interface ShownType {
  type: UniversityType;
  label: string;
  source: NamedSource;
}

/** The type with its label and source, or null where the institution has none or its source is not loaded. */
export function shownType(
  type: UniversityType | null,
  sourceId: string | null,
  sources: Record<string, NamedSource>,
): ShownType | null {
  const source = sourceId ? sources[sourceId] : undefined;
  const label = typeOptions.find((o) => o.value === type)?.label;
  return type && source && label ? { type, label, source } : null;
}
