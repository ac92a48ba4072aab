// Typeahead logic, kept apart from the component so it can be tested on its own.
import type { SearchItem } from "../../content/search-items.ts";

/** Case-insensitive, matching anywhere in the name; an empty query suggests nothing. */
export function matchSearchItems(items: readonly SearchItem[], query: string, limit = 8): SearchItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return items.filter((item) => item.name.toLowerCase().includes(q)).slice(0, limit);
}

/** Arrow keys move the highlight without wrapping; -1 is "nothing highlighted". */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  return Math.min(count - 1, Math.max(delta === -1 && current === -1 ? -1 : 0, current + delta));
}
