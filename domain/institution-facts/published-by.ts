// How a figure an institution published names who said it and when it was checked, on pages, in the
// brochure and in the API alike.
import { dayInIndiaText } from "../clock.ts";
import type { PublishedFact } from "./facts.server.ts";

/** "Published by the institution, 3 December 2026; checked by the portal 4 December 2026" */
export function publishedBy(fact: Pick<PublishedFact<unknown>, "sentAt" | "checkedAt">): string {
  return `Published by the institution, ${dayInIndiaText(fact.sentAt)}; checked by the portal ${dayInIndiaText(fact.checkedAt)}`;
}
