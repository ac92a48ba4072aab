// The number of institutions a directory link leads to, as the site layout's loader counted them
// (directory-counts.server.ts); undefined for an address it did not count.
import { useSiteLayoutData } from "./site-layout-data.ts";

export function useDirectoryCount(href: string): number | undefined {
  return useSiteLayoutData()?.directoryCounts[href];
}

/** "1,221 institutions" */
export function institutionsLabel(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "institution" : "institutions"}`;
}
