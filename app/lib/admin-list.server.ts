// What every admin list route does the same way: read ?q and ?page, and handle its Delete action.
import { data } from "react-router";
import { z } from "zod";
import { pageSlice } from "../../domain/paging.ts";
import { queryReader } from "../../domain/read-query.ts";
import { PAGE_SIZE, pageNumber } from "./admin-form.ts";

const readSearch = queryReader({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, 100)),
});

export function listQuery(url: URL) {
  const page = pageNumber(url);
  const q = readSearch(url.searchParams).values.q ?? "";
  return { q, page, ...pageSlice(page, PAGE_SIZE) };
}

/** Runs the delete; the spec's failure text when nothing was deleted or the database refused. */
export async function deleteAction(
  request: Request,
  remove: (id: string) => Promise<boolean>,
  done: string,
  failed: string,
) {
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ ok: false, message: failed }, { status: 400 });
  const ok = await remove(String(form.get("id") ?? "")).catch(() => false);
  return ok ? { ok: true, message: done } : data({ ok: false, message: failed }, { status: 404 });
}
