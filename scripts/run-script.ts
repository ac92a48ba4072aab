// Runs a command-line script: a known failure prints one line, never a stack trace.
import { ConfigError } from "../server/config.ts";
import { StartupError } from "../server/database.ts";

/** A wrong command line: its message is the usage line. */
export class UsageError extends Error {}

export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StartupError || err instanceof UsageError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  }
}
