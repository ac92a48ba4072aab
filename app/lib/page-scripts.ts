// Which pages run the framework in the browser (docs/decisions/061-reading-pages-without-framework-script.md).
// A page whose job is to be read (an institution, the directory, rankings, exams, content) says so in its route
// module's handle: `handle = { ...readsQuery(…), ...READING_PAGE }`. The document then carries neither React
// Router's module scripts nor the data they would hydrate from; every control on it is a link or a form, and
// one small standalone script (app/reading/enhance.ts) adds search suggestions and the menus' keys.
// A page rendered at another page's address (a refused form: routes/site/form-not-sent.tsx) is one too:
// started there, the router would render the address's page instead.

export interface ScriptsHandle {
  /** false: the page is served without the framework's scripts and hydration data */
  hydrate?: boolean;
}

export const READING_PAGE = { hydrate: false } as const satisfies ScriptsHandle;

/** Whether the matched routes' page hydrates: any route of the match that says `hydrate: false` decides. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((h) => (h as ScriptsHandle | undefined)?.hydrate === false);
}
