// A save that never reached the server (the connection dropped) would otherwise land on the error page
// and lose everything typed; the form stays, with SPEC.md §8's network message as a toast.
import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import type { FormResult } from "./admin-form.ts";

export async function keepFormOnNetworkError<T>(run: () => Promise<T>, message: string): Promise<T | FormResult> {
  try {
    return await run();
  } catch (err) {
    // Redirects (a session that ended) and answers from the server pass through; anything else means the
    // request never got an answer.
    if (err instanceof Response || isRouteErrorResponse(err)) throw err;
    return { ok: false, message, errors: {} };
  }
}

/** After a refused or failed save nothing changed on the server: reloading would only risk the error page. */
export const noReloadAfterFailedSave: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as FormResult | undefined)?.ok === false ? false : defaultShouldRevalidate;
