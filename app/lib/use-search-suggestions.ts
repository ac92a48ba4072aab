// Suggestions from the site search (GET /api/search) as the student types: asked 150 ms after the last
// key, the request before cancelled (AbortController), nothing asked for fewer than two characters.
import { useEffect, useState } from "react";

export interface Suggestion {
  type: "institution" | "course" | "exam";
  name: string;
  url: string;
  place: string | null;
  kind: string | null;
  nirfRank: number | null;
}

const SUGGEST_DELAY_MS = 150;
const MIN_LENGTH = 2;
const LIMIT = 8;

/** The suggestions for `query`, and whether they are the answer to that very query (not an earlier one). */
export function useSearchSuggestions(query: string, enabled: boolean): { results: Suggestion[]; settled: boolean } {
  const q = query.trim();
  const active = enabled && q.length >= MIN_LENGTH;
  const [answer, setAnswer] = useState<{ q: string; results: Suggestion[] }>({ q: "", results: [] });
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(q)}&limit=${LIMIT}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { results?: Suggestion[] };
        setAnswer({ q, results: Array.isArray(body.results) ? body.results : [] });
      } catch {
        // Cancelled by the next key, or offline: what is shown stays.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, active]);
  return { results: active ? answer.results : [], settled: active && answer.q === q };
}
