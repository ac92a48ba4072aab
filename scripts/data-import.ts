// npm run data:import [-- --from <dir>] — reads the public sources (../shared/data by default) and writes
// the portal's datasets to db/data/, their manifest, and the join report in docs/data.md.
import { resolve } from "node:path";
import { importData } from "./data-import/import-data.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const args = process.argv.slice(2);
  const fromAt = args.indexOf("--from");
  if (fromAt >= 0 && !args[fromAt + 1]) throw new UsageError("usage: npm run data:import [-- --from <dir>]");
  const from = resolve(fromAt >= 0 ? args[fromAt + 1] : "../shared/data");
  const summary = importData({ from, to: resolve("."), aliasesPath: resolve("scripts/data-import/aliases.csv") });
  for (const file of summary.files) console.log(`${file.file}: ${file.rows} rows`);
  for (const join of summary.joins) {
    const matched = Object.values(join.matched).reduce((a, b) => a + b, 0);
    console.log(`${join.source}: ${matched} of ${join.records} matched to AISHE`);
  }
});
