// npm test's last stage: the logs the server wrote during the end-to-end journeys must hold no applicant's
// personal data and no student's link. The journeys make leads, open my-data and guardian links and
// search leads as staff; every request is logged at info level to test-results/e2e-server.log
// (playwright.config.ts). A line is reported (with the match masked) when it holds:
// - a link token: a `t` or `token` parameter, however spelled, with a value of 20 or more characters;
// - an email address (the staff account the journeys sign in with is not an applicant's, and is allowed);
// - an Indian mobile number (ten digits starting with 6–9, not inside a longer number or word).
// Request ids are left out first: a UUID's last twelve characters are sometimes all digits, "91" and a mobile.
import { existsSync, readFileSync } from "node:fs";

const LOG = "test-results/e2e-server.log";
const STAFF = (process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@portal.test").toLowerCase();

const patterns: [string, RegExp][] = [
  ["link token", /[?&;](?:t|token|%74|%54|T|TOKEN)(?:=|%3D)[A-Za-z0-9_%-]{20,}/gi],
  ["email", /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g],
  ["phone", /(?<![\w.])(?:\+?91[ -]?)?[6-9]\d{9}(?![\w.])/g],
];

if (!existsSync(LOG)) {
  console.log(`${LOG} was not written: run the end-to-end journeys first.`);
  process.exit(1);
}
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const lines = readFileSync(LOG, "utf8").split("\n");
let found = 0;
for (const [n, logged] of lines.entries()) {
  const line = logged.replace(UUID, "<uuid>");
  for (const [what, pattern] of patterns) {
    const hits = [...line.matchAll(pattern)].map((m) => m[0]).filter((m) => m.toLowerCase() !== STAFF);
    if (!hits.length) continue;
    found++;
    if (found <= 20) {
      const masked = hits.reduce((l, h) => l.replaceAll(h, `<${what}>`), line).slice(0, 300);
      console.log(`${LOG}:${n + 1}: ${what}: ${masked}`);
    }
  }
}
console.log(`${lines.length} log lines read, ${found} holding personal data or a link token.`);
process.exit(found ? 1 : 0);
