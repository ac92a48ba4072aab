// The compare tray as pages see it: the institutions the student picked (at most four), which the site layout
// reads from the tray's cookie on the server (web/compare-tray.server.ts), and the form that adds or removes
// one (POST /compare/tray). A plain post reloads the page it came from; once scripts run, the post goes
// through a fetcher and the layout's tray reloads in place (app/routes/resources/compare-tray.ts).
import { useFetcher, useLocation } from "react-router";
import { MAX_COMPARED } from "../../domain/institutions/compare.ts";
import { useSiteLayoutData } from "./site-layout-data.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useLocalPath } from "./i18n.ts";

export const TRAY_MAX = MAX_COMPARED;
export const TRAY_ACTION = "/compare/tray";

/** What the tray's action answers a fetcher. */
export type TrayAnswer = { ok: true; full: boolean } | { ok: false; message: string };

export function useCompareTray(): { slug: string; name: string }[] {
  return useSiteLayoutData()?.compareTray ?? [];
}

/** Whether the last add, made without scripts, found the tray full. */
export function useTrayFullNotice(): boolean {
  return useSiteLayoutData()?.compareTrayFull ?? false;
}

/**
 * The form a tray button posts, and what it needs beside its own `add` or `remove` field: where a plain post
 * comes back to (`anchor`: an element's id there), and (once hydrated) that the answer is wanted as data.
 */
export function useTrayForm(anchor?: string) {
  const fetcher = useFetcher<TrayAnswer>();
  const { pathname, search } = useLocation();
  const local = useLocalPath();
  const hydrated = useHydrated();
  const hidden = (
    <>
      {/* Back at the button, not at the top of a long list. */}
      <input type="hidden" name="back" value={local(pathname + search + (anchor ? `#${anchor}` : ""))} />
      {hydrated ? <input type="hidden" name="reply" value="data" /> : null}
    </>
  );
  const answer = fetcher.data;
  return { Form: fetcher.Form, hidden, busy: fetcher.state !== "idle", full: answer?.ok === true && answer.full };
}

export function compareHref(slugs: string[]): string {
  return `/compare?c=${slugs.map(encodeURIComponent).join(",")}`;
}
