// /enroll and /apply (SPEC.md §2: an institute's Enroll and Apply links). They have no page of their own:
// they open the contact page with the institute named, so the lead says what the student wanted.
import { redirect } from "react-router";
import { findInstitute } from "../../../content/institutes.ts";
import type { Route } from "./+types/institute-intent";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";
import { englishPath } from "../../../web/language.ts";

export const handle = readsQuery("institute");

const readQuery = queryReader({ institute: z.string().trim().max(80) });

export function loader({ url }: Route.LoaderArgs) {
  const intent = englishPath(url.pathname).toLowerCase().startsWith("/apply") ? "apply" : "enroll";
  const institute = findInstitute(readQuery(url.searchParams).values.institute);
  const query = new URLSearchParams(institute ? { institute: institute.slug, intent } : { intent });
  // 302, not 301: the target depends on the query and may change with the content.
  throw redirect(`/contact?${query.toString()}`, 302);
}
