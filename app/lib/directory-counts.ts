// The number of institutions a directory link leads to, as the site layout's loader counted them
// (directory-counts.server.ts); undefined for an address it did not count.
import { useRouteLoaderData } from "react-router";

export function useDirectoryCount(href: string): number | undefined {
  const layout = useRouteLoaderData("routes/site/layout") as { directoryCounts?: Record<string, number> } | undefined;
  return layout?.directoryCounts?.[href];
}

/** "1,221 institutions" */
export function institutionsLabel(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "institution" : "institutions"}`;
}
