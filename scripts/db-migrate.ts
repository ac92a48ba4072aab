// npm run db:migrate — applies the committed migrations to the configured database.
import { loadConfig } from "../server/config.ts";
import { openReadyDatabase } from "../server/database.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const database = await openReadyDatabase(loadConfig());
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
});
