// The directory's chosen filters in words, for page titles and the "filtered by" chips.
import {
  courseOptions,
  kindOptions,
  levelOptions,
  managementOptions,
  streamOptions,
  typeOptions,
  type DirectoryFilters,
} from "../../../domain/institutions/directory-filters.ts";

type FilterKey = "kind" | "type" | "management" | "level" | "stream" | "course" | "ranked";

export interface ChosenFilter {
  key: FilterKey;
  label: string;
}

const labelOf = (options: { slug: string; label: string }[], slug: string | undefined) =>
  options.find((o) => o.slug === slug)?.label;

export function chosenFilters(f: DirectoryFilters): ChosenFilter[] {
  const chosen: [FilterKey, string | undefined][] = [
    ["kind", labelOf(kindOptions, f.kind)],
    ["type", labelOf(typeOptions, f.type)],
    ["management", labelOf(managementOptions, f.management)],
    ["level", labelOf(levelOptions, f.level)],
    ["stream", labelOf(streamOptions, f.stream)],
    ["course", labelOf(courseOptions, f.course)],
    ["ranked", f.ranked ? "NIRF-ranked" : undefined],
  ];
  return chosen.filter((c): c is [FilterKey, string] => c[1] !== undefined).map(([key, label]) => ({ key, label }));
}

/** " (Government, Engineering)" for a title, or nothing without filters. */
export function filterSummary(f: DirectoryFilters): string {
  const labels = chosenFilters(f).map((c) => c.label);
  return labels.length ? ` (${labels.join(", ")})` : "";
}
