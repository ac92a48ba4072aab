// The site content staff edit (the notices, the exams' editions and dates, the admission alerts), each loaded once
// from SPEC.md's texts. Staff changes and deletions are kept: a kind a database had once is never loaded
// again.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { admissionAlerts, appSettings, examSchedules, scholarships, siteNotifications } from "../db/schema.ts";
import { specAdmissionAlerts } from "./data/admission-alerts.ts";
import { examEditions2026 } from "./data/exam-editions-2026.ts";
import { specExamSchedules } from "./data/exam-schedules.ts";
import { specNotifications } from "./data/notifications.ts";
import { removedDemoScholarshipSlugs } from "./data/scholarships.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const loads: [key: string, load: (tx: Transaction) => Promise<unknown>][] = [
  [
    "site_content_loaded_at",
    async (tx) => {
      await tx.insert(siteNotifications).values(specNotifications);
      await tx.insert(examSchedules).values(specExamSchedules).onConflictDoNothing();
    },
  ],
  ["admission_alerts_loaded_at", (tx) => tx.insert(admissionAlerts).values(specAdmissionAlerts)],
  // SPEC's thirteen demo scholarships are not loaded any more; those a database has and staff never edited go.
  [
    "demo_scholarships_removed_at",
    (tx) =>
      tx
        .delete(scholarships)
        .where(
          and(
            inArray(scholarships.slug, removedDemoScholarshipSlugs),
            eq(scholarships.origin, "staff"),
            sql`${scholarships.updatedAt} = ${scholarships.createdAt}`,
          ),
        ),
  ],
  // Its own key, so a database that already had the 2025 dates gains the 2026 editions once.
  ["exam_editions_2026_loaded_at", (tx) => tx.insert(examSchedules).values(examEditions2026).onConflictDoNothing()],
];

/** Loads each kind of SPEC.md's site content a database never had; true when it loaded any. */
export async function loadSiteContentOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    let loaded = false;
    for (const [key, load] of loads) {
      const [done] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
      if (done) continue;
      await load(tx);
      await tx.insert(appSettings).values({ key, value: new Date().toISOString() });
      loaded = true;
    }
    return loaded;
  });
}
