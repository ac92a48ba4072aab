// What a database needs before the portal serves from it: the images an older installation kept on disk, the
// public catalogue (loaded again whenever the committed datasets change), the notices and exam dates (once)
// and, on a database that never had any, the demo college pages.
import type { DatabaseHandle } from "../db/client.server.ts";
import { importUploadsFolder } from "../domain/files/stored-files.server.ts";
import { type CatalogueSummary, loadCatalogueIfChanged } from "./catalogue.ts";
import { clearContent, type SeedSummary, seedDemoData, seedIfEmpty } from "./seed.ts";
import { loadSiteContentOnce } from "./site-content.ts";

export interface PreparedContent {
  catalogue: CatalogueSummary | null;
  demo: SeedSummary | null;
}

/**
 * `uploadsDir` is where images were kept before they were stored in the database (DATA_DIR/uploads).
 * `reset` reloads everything: the catalogue and the demo pages (leads, reviews and admins stay).
 */
export async function prepareContent(
  database: DatabaseHandle,
  uploadsDir: string,
  { reset = false }: { reset?: boolean } = {},
): Promise<PreparedContent> {
  const { db } = database;
  await importUploadsFolder(db, uploadsDir);
  if (reset) await clearContent(db);
  const catalogue = await loadCatalogueIfChanged(db, { force: reset });
  await loadSiteContentOnce(db);
  const demo = reset ? await seedDemoData(db) : await seedIfEmpty(db);
  // The embedded database has no autovacuum: fresh rows need fresh planner statistics.
  if (catalogue || demo) await database.analyze();
  return { catalogue, demo };
}
