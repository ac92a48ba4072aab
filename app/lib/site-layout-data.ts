// What the site layout's loader (app/routes/site/layout.tsx) hands every page beside its course list, and the
// one way a component reads it. Components name this shape rather than the layout's loader, so the layout can
// render them without a component depending on the layout.
import { useRouteLoaderData } from "react-router";
import type { AdmissionsCycle } from "../../domain/admissions-cycle.ts";
import type { SiteNotification } from "../../domain/notifications/notifications.server.ts";

export interface CycleData {
  cycle: AdmissionsCycle;
  /** The calendar year in India today, for the copyright line */
  calendarYear: number;
}

export interface SiteLayoutData extends CycleData {
  /** Institutions per directory address the footer and menus link (directory-counts.server.ts) */
  directoryCounts: Record<string, number>;
  /** The notices shown today */
  notifications: SiteNotification[];
  /** The student's compare tray, from its cookie (web/compare-tray.server.ts) */
  compareTray: { slug: string; name: string }[];
  /** The last add found the tray full (?tray=full after a plain form post) */
  compareTrayFull: boolean;
}

/** The layout's data; undefined outside the site layout, or on its own error before it loaded. */
export function useSiteLayoutData(): SiteLayoutData | undefined {
  return useRouteLoaderData("routes/site/layout") as SiteLayoutData | undefined;
}
