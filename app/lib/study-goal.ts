// The study goal and city picked in the goal panel, remembered for the visit (sessionStorage) and shown
// in the header. Server render and hydration see "nothing chosen"; the stored choice appears afterwards.
import { useSyncExternalStore } from "react";

export interface StudyGoal {
  goal: string;
  city?: string;
}

const KEY = "study-goal";
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: StudyGoal | null = null;

function read(): StudyGoal | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null; // storage blocked (private mode, strict settings): the choice just isn't remembered
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const value = raw ? (JSON.parse(raw) as StudyGoal) : null;
      cached = value && typeof value.goal === "string" ? value : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function saveStudyGoal(value: StudyGoal) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // not remembered; the header still shows it until the next page load
  }
  listeners.forEach((l) => l());
}

export function useStudyGoal(): StudyGoal | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

/** The header's words for a chosen goal; none chosen, undefined (the header then says "Select Goal & City"). */
export function goalLabel(value: StudyGoal | null): string | undefined {
  if (!value) return undefined;
  return value.city ? `${value.goal} · ${value.city}` : value.goal;
}
