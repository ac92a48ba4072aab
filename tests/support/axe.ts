// The one way the journeys check a page against WCAG 2.2 A and AA: axe-core with every rule of those levels.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Scope {
  /** Checks only inside this selector (a section the journey is about). */
  within?: string;
  /** Leaves this selector out (another site's frame, not ours to fix). */
  exclude?: string;
}

/** Each violation on the page as one line: the rule and the elements it found. */
export async function axeViolations(page: Page, { within, exclude }: Scope = {}): Promise<string[]> {
  // One axe.run in the page rather than one per frame finished in a blank page: the same rules and results in
  // half the time. It does not look into frames from other sites, which are not ours to fix.
  let axe = new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode(true);
  if (within) axe = axe.include(within);
  if (exclude) axe = axe.exclude(exclude);
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
