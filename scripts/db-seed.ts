// npm run db:seed [-- --reset] — loads the demo data into an empty database; --reset first removes the
// catalogue content (colleges, courses, streams, programs, course pages, card sliders; leads and admins stay).
import { clearContent, seedDemoData, seedIfEmpty } from "../seed/seed.ts";
import { loadConfig } from "../server/config.ts";
import { openReadyDatabase, uploadsDir } from "../server/database.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const config = loadConfig();
  const database = await openReadyDatabase(config);
  try {
    const reset = process.argv.includes("--reset");
    if (reset) await clearContent(database.db);
    const summary = reset
      ? await seedDemoData(database.db, uploadsDir(config))
      : await seedIfEmpty(database.db, uploadsDir(config));
    if (summary) await database.analyze();
    console.log(
      summary
        ? `Demo data loaded: ${JSON.stringify(summary)}`
        : "The database already has data; nothing loaded (use --reset).",
    );
  } finally {
    await database.close();
  }
});
