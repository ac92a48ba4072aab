// Whether a scholarship's applications are open on a given day: the one rule /Scholarship and the admin list
// follow, so a window that has closed is never shown as open.

export type ApplicationPhase = "open" | "upcoming" | "closed" | "not-announced";

interface Window {
  opensOn: string | null;
  closesOn: string | null;
}

/** `today` and the days are YYYY-MM-DD, which compare as text in calendar order. */
export function applicationPhase({ opensOn, closesOn }: Window, today: string): ApplicationPhase {
  if (closesOn && today > closesOn) return "closed";
  if (opensOn && today < opensOn) return "upcoming";
  // Open needs a known last day: a window with only an opening day may have closed without our knowing.
  if (closesOn) return "open";
  return "not-announced";
}
