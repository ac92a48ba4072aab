// Admin forms post flat names ("courses.0.fees"); these helpers turn them into the nested values the
// domain's zod schemas check (domain/errors.ts turns zod's issues back into one message per field name).
import type { FieldErrors } from "../../domain/errors.ts";
import { readPageNumber } from "../../domain/paging.ts";

const SAFE_KEY = /^(?:[A-Za-z]\w{0,40}|\d{1,3})$/;

/** The text fields of a form as a nested object; "a.0.b" becomes { a: [{ b }] }. Files are left out. */
export function formValues(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    const parts = key.split(".");
    // Only plain names and small indexes: no __proto__, no array of a million holes.
    if (!parts.every((p) => SAFE_KEY.test(p) && p !== "__proto__" && p !== "constructor" && p !== "prototype"))
      continue;
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return compact(out) as Record<string, unknown>;
}

// Removed rows can leave holes in an array; close them so row numbers stay in step with the schema's.
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  }
  return value;
}

/** The admin lists' furthest page: an address past it shows the first page. */
const ADMIN_MAX_PAGE = 99_999;

/** The page asked for (?page=n), at least 1. */
export function pageNumber(url: URL): number {
  return readPageNumber(url.searchParams.get("page"), ADMIN_MAX_PAGE) ?? 1;
}

export const PAGE_SIZE = 25;

export type FormResult =
  | { ok: true; message: string; redirectTo: string }
  | { ok: false; message: string; errors: FieldErrors; values?: Record<string, unknown> };

/**
 * What a form shows: after a refused save, what was posted (so nothing typed is lost, even without
 * JavaScript); otherwise the record being corrected, or nothing for a new one.
 */
export function shownValues(
  actionData: FormResult | undefined,
  record: object | null | undefined,
): Record<string, unknown> {
  if (actionData && !actionData.ok && actionData.values) return actionData.values;
  return (record ?? {}) as Record<string, unknown>;
}

/** A shown value as input text. */
export function asText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** Course rows of shown values: each named field as text, plus the id of an existing row. */
export function shownRows(values: Record<string, unknown>, keys: string[]): Record<string, string | undefined>[] {
  const rows = Array.isArray(values.courses) ? (values.courses as Record<string, unknown>[]) : [];
  return rows.map((row) => Object.fromEntries(["id", ...keys].map((k) => [k, asText(row?.[k]) || undefined])));
}
