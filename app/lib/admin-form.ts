// What the admin forms' actions answer, and the admin lists' paging. The forms are read as every form of
// the portal is (app/lib/checked-form.ts).
import type { SubmissionResult } from "@conform-to/react";
import { wholeNumberParam } from "../../domain/paging.ts";
import { queryReader } from "../../domain/read-query.ts";
import type { FormResult } from "./form-result.ts";

/**
 * What an admin form's action answers. A save: the toast's message and where to go next. A refusal: the
 * message, the field errors, and Conform's reply (what was typed, so nothing is lost even without
 * JavaScript). A row added or removed without JavaScript: only the reply, the form as it now stands.
 */
export type AdminAnswer =
  | (FormResult<{ redirectTo: string }> & { reply?: SubmissionResult<string> })
  | { ok?: undefined; reply: SubmissionResult<string> };

/** The admin lists' furthest page: an address past it shows the first page. */
const ADMIN_MAX_PAGE = 99_999;

const readPage = queryReader({ page: wholeNumberParam("page", ADMIN_MAX_PAGE) });

/** The page asked for (?page=n), at least 1. */
export function pageNumber(url: URL): number {
  return readPage(url.searchParams).values.page ?? 1;
}

export const PAGE_SIZE = 25;
