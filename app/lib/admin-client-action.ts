// After a refused or failed save nothing changed on the server: reloading would only risk the error page.
import type { ShouldRevalidateFunction } from "react-router";
import type { AdminAnswer } from "./admin-form.ts";

export const noReloadAfterFailedSave: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as AdminAnswer | undefined)?.ok === false ? false : defaultShouldRevalidate;
