// The compare tray: the institutions a student picked to compare (at most four), kept in the browser's
// localStorage and shared by every Compare button and the tray bar through one small store.
import { useSyncExternalStore } from "react";
import { MAX_COMPARED } from "../../domain/institutions/compare.ts";

export interface TrayItem {
  slug: string;
  name: string;
}

const KEY = "compareTray";
export const TRAY_MAX = MAX_COMPARED;
const EVENT = "compare-tray";
const EMPTY: TrayItem[] = [];

let cached: { raw: string | null; items: TrayItem[] } = { raw: null, items: EMPTY };

function read(): TrayItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.items;
  let items = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed))
      items = parsed
        .filter((i): i is TrayItem => typeof i?.slug === "string" && typeof i?.name === "string")
        .slice(0, TRAY_MAX);
  } catch {
    // A damaged entry is an empty tray.
  }
  cached = { raw, items };
  return items;
}

function write(items: TrayItem[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage blocked (private mode): the Compare links still lead to the comparison.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

export function useCompareTray(): TrayItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Adds the institution unless the tray is full; false when it was full. */
export function addToTray(item: TrayItem): boolean {
  const items = read();
  if (items.some((i) => i.slug === item.slug)) return true;
  if (items.length >= TRAY_MAX) return false;
  write([...items, item]);
  return true;
}

export function removeFromTray(slug: string): void {
  write(read().filter((i) => i.slug !== slug));
}

export function compareHref(slugs: string[]): string {
  return `/compare?c=${slugs.map(encodeURIComponent).join(",")}`;
}
