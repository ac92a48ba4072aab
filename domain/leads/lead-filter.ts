// The staff leads filter as it travels in the address (?from=2026-11-01&to=…&source=…&course=…&q=…).
// Anything malformed is dropped rather than refused: a filter box should never break the page.
import { courseOptionValue } from "./course-options.ts";
import { leadSources, type LeadSource } from "./leads.schema.ts";

export interface LeadFilter {
  /** First day, India time, YYYY-MM-DD */
  from?: string;
  /** Last day (included), India time, YYYY-MM-DD */
  to?: string;
  source?: LeadSource;
  /** A course option value (btech, mba …) */
  course?: string;
  /** Name, email, phone or city contains this */
  q?: string;
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export function parseLeadFilter(params: URLSearchParams | FormData): LeadFilter {
  const get = (key: string) => {
    const v = params.get(key);
    return typeof v === "string" ? v.trim() : "";
  };
  const filter: LeadFilter = {};
  if (isDay(get("from"))) filter.from = get("from");
  if (isDay(get("to"))) filter.to = get("to");
  const source = get("source");
  if ((leadSources as readonly string[]).includes(source)) filter.source = source as LeadSource;
  const course = courseOptionValue(get("course"));
  if (course) filter.course = course;
  const q = get("q").slice(0, 100);
  if (q) filter.q = q;
  return filter;
}

/** The filter as address parameters (for links that keep it: paging, export). */
export function leadFilterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params;
}
