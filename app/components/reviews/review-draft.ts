// A review in progress lives only in this browser (localStorage), so a student can stop after any step
// and carry on later. Nothing reaches the server until the final submit.

const STORAGE_KEY = "review-draft-v1";

export interface ReviewDraft {
  values: Record<string, string>;
  /** Indexes (0–7) of the steps that passed their checks */
  completed: number[];
  /** Index of the step on screen */
  current: number;
}

export function loadDraft(): ReviewDraft | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<ReviewDraft>;
    if (typeof draft !== "object" || draft === null) return undefined;
    const values = Object.fromEntries(
      Object.entries(draft.values ?? {}).filter(([, v]) => typeof v === "string"),
    ) as Record<string, string>;
    const completed = (draft.completed ?? []).filter((i) => Number.isInteger(i) && i >= 0 && i < 8);
    const current = Number.isInteger(draft.current) ? Math.min(7, Math.max(0, draft.current as number)) : 0;
    return { values, completed, current };
  } catch {
    return undefined; // storage blocked (private mode) or a damaged draft: start afresh
  }
}

export function saveDraft(draft: ReviewDraft): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the review still works, it just can't be resumed later.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
