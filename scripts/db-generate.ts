// npm run db:generate -- --colleges 50000 — adds that many synthetic colleges (with courses and streams)
// to the configured database, for scale tests and benchmarks.
import { generateColleges } from "../seed/synthetic.ts";
import { loadConfig } from "../server/config.ts";
import { openReadyDatabase } from "../server/database.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const at = process.argv.indexOf("--colleges");
  const count = at > 0 ? Number(process.argv[at + 1]) : NaN;
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new UsageError("Usage: npm run db:generate -- --colleges N   (N from 1 to 1000000)");
  }
  const database = await openReadyDatabase(loadConfig());
  try {
    const started = Date.now();
    await generateColleges(database.db, count, (done) => {
      if (done % 5000 === 0 || done === count) console.log(`${done} of ${count} colleges`);
    });
    await database.analyze();
    console.log(`Generated ${count} colleges in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
});
