// npm run db:seed [-- --reset] — loads the public catalogue (db/data) when it changed and the demo data into
// an empty database; --reset reloads both (the demo pages' content is replaced; leads, reviews and admins stay).
import { prepareContent } from "../seed/prepare-content.ts";
import { loadConfig } from "../server/config.ts";
import { openReadyDatabase, uploadsDir } from "../server/database.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const config = loadConfig();
  const database = await openReadyDatabase(config);
  try {
    const { catalogue, demo } = await prepareContent(database, uploadsDir(config), {
      reset: process.argv.includes("--reset"),
    });
    console.log(catalogue ? `Catalogue loaded: ${JSON.stringify(catalogue)}` : "The catalogue is up to date.");
    console.log(
      demo
        ? `Demo data loaded: ${JSON.stringify(demo)}`
        : "The database already has data; no demo data loaded (use --reset).",
    );
  } finally {
    await database.close();
  }
});
