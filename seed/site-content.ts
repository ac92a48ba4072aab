// The site content staff edit (the notices and the exams' dates), loaded once from SPEC.md's texts. Staff
// changes and deletions are kept: a database that had them once is never loaded again.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { appSettings, examSchedules, siteNotifications } from "../db/schema.ts";
import { specExamSchedules } from "./data/exam-schedules.ts";
import { specNotifications } from "./data/notifications.ts";

const LOADED_KEY = "site_content_loaded_at";

/** Loads SPEC.md's notices and exam dates into a database that never had them; true when it did. */
export async function loadSiteContentOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [loaded] = await tx.select().from(appSettings).where(eq(appSettings.key, LOADED_KEY));
    if (loaded) return false;
    await tx.insert(siteNotifications).values(specNotifications);
    await tx.insert(examSchedules).values(specExamSchedules).onConflictDoNothing();
    await tx.insert(appSettings).values({ key: LOADED_KEY, value: new Date().toISOString() });
    return true;
  });
}
