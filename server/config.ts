// Configuration from the environment, parsed once at start-up: no other file reads process.env. A bad value
// stops the process with one line naming the variable, never a stack trace. .env.example lists every setting.
import { isIP } from "node:net";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** "a, b,,c" → ["a", "b", "c"]; unset is an empty list. */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

// What a fresh install shows on /contact (and .env.example lists): a student must never be sent to them.
const EXAMPLE_CONTACT = {
  CONTACT_PHONE: "+91 11 4000 1234",
  CONTACT_EMAIL: "admissions@example.in",
  CONTACT_ADDRESS: "4th Floor, N-Block, Connaught Place, New Delhi, Delhi 110001",
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  // Read replicas of DATABASE_URL's server (comma-separated postgres:// URLs): visitors' pages and public API
  // reads go to them, staff and every write to DATABASE_URL (docs/decisions/031).
  DATABASE_REPLICA_URLS: commaList.pipe(
    z.array(z.string().regex(/^postgres(ql)?:\/\//, "each must start with postgres:// or postgresql://")),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, "must be at least 10 characters").optional()),
  // With no admin and none configured: "generate" makes one and prints its password once; "refuse" stops.
  // Unset: refuse in production, generate elsewhere. `npm start` (the local two-command path) generates.
  ADMIN_BOOTSTRAP: optionalText.pipe(z.enum(["generate", "refuse"], "must be generate or refuse").optional()),
  // Staff sign-in with an authenticator app (domain/admins/totp.server.ts): "optional" lets each staff member
  // turn it on; "required" makes everyone without it set it up on /admin/account before anything else.
  STAFF_2FA: z.enum(["optional", "required"], "must be optional or required").default("optional"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ALLOWED_ORIGINS: commaList,
  // Per client address, for the site's lead and review forms. A school lab behind one address may need more.
  FORM_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // Per client address, the milliseconds of the server's work a minute its uncached pages and API reads may
  // take (kept answers are free; server/plugins/read-budget.ts), counted in windows of 10 s. 6,000 is a tenth
  // of one core: about 60 page renders a minute. A school lab behind one address, or a crawler, may need
  // more. 0 turns the budget off.
  READ_BUDGET_MS_PER_MINUTE: z.coerce.number().int().min(0).max(60_000_000).default(6_000),
  // Load shedding (server/plugins/load-shedding.ts): answer 503 while the event loop lags more than this
  // many milliseconds on average, or the process holds more than this many MB. 0 turns a check off.
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Off by default: the embedded database's WebAssembly memory never shrinks, so a memory limit once
  // reached would refuse every request for good (found by npm run bench).
  SHED_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  // Admission control (server/plugins/request-queue.ts): requests doing work at once, the time a turn of the event
  // loop may spend on the requests it starts, and how many more may wait their turn (for at most
  // ADMISSION_WAIT_MS) before new ones get 503. Measured with npm run bench (docs/performance.md).
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(8),
  TURN_BUDGET_MS: z.coerce.number().int().min(1).max(10_000).default(20),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(100),
  ADMISSION_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  // How long a client may take, in milliseconds, to send a whole request (headers and body), to send its
  // headers, and to come back on an idle kept-alive connection; past any of these the connection is closed
  // (408 for an unfinished request). Without them a connection that stops sending keeps its socket and its
  // part-read body for good: enough of them and nobody else is served. The request limit is long enough for
  // the program form's 5 MB image over a phone's slow upload (about 150 kbit/s), the headers limit for a
  // few kilobytes over a bad signal. Behind a load balancer, keep-alive must outlast the balancer's own idle
  // timeout (60 s on the common ones), or it may send a request down a connection just being closed.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(72_000),
  // The public address, for canonical links, og:url and the sitemap. Required in production: links are never
  // built from a request's Host or X-Forwarded-Host (a cached page would hand a forged host to every visitor).
  // Elsewhere it defaults to http://localhost:PORT.
  SITE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be a full URL such as https://example.in" })
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
  ),
  // Which proxies in front of the server may say who the client is (X-Forwarded-For, -Host, -Proto). Off by
  // default: then a client's own X-Forwarded-For is ignored, and limits count the address it connects from.
  // The proxies' addresses (10.0.0.5, 10.0.0.0/8, comma-separated). A hop count is refused: Fastify 5 cannot
  // tell a proxy from a client by counting, and trusts nobody for it, so every visitor behind the balancer
  // would share one address, one lead budget and one budget of uncached reads.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("")
    .transform((v, ctx): false | string[] => {
      if (v === "" || v === "false" || v === "0") return false;
      if (/^\d+$/.test(v)) {
        ctx.addIssue({
          code: "custom",
          message:
            "must name the proxies' addresses (10.0.0.5, 10.0.0.0/8), not a number of hops: a count cannot tell a proxy from a client",
        });
        return z.NEVER;
      }
      const addresses = v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
      for (const a of addresses) {
        const [ip, bits, extra] = a.split("/");
        const family = isIP(ip);
        const maxBits = family === 6 ? 128 : 32;
        if (
          !family ||
          extra !== undefined ||
          (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))
        ) {
          ctx.addIssue({
            code: "custom",
            message: "must be the proxies' addresses (10.0.0.5, 10.0.0.0/8)",
          });
          return z.NEVER;
        }
      }
      return addresses;
    }),
  // Leads and reviews are deleted this many months after they were made (the privacy page promises 24).
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  // The audit trail of staff actions (decision 060): kept longer than the data it describes may be asked for.
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  // The office shown on /contact. The defaults are example values for a fresh install, refused by a
  // production site served at a public address (see refuseExampleContact).
  CONTACT_PHONE: z.string().trim().min(1).default(EXAMPLE_CONTACT.CONTACT_PHONE),
  CONTACT_EMAIL: z.email("must be an email address").default(EXAMPLE_CONTACT.CONTACT_EMAIL),
  CONTACT_ADDRESS: z.string().trim().min(1).default(EXAMPLE_CONTACT.CONTACT_ADDRESS),
  // Where emails go out (lead confirmations, guardian requests): smtp://user:pass@host:587 or smtps://….
  // Unset, each message is written as an .eml file to MAIL_DIR and the file logged, so a fresh install works
  // without a mail server; production should set it (the start-up log warns when it does not).
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  // The sender of those emails; CONTACT_EMAIL when unset.
  MAIL_FROM: optionalText,
  // Where messages are written when SMTP_URL is unset (DATA_DIR/mail by default).
  MAIL_DIR: optionalText,
});

/** Cookies get the Secure flag (and the session cookie its __Host- name) in production, served over HTTPS. */
export function cookieOptions(config: Pick<Config, "NODE_ENV">): { secure: boolean } {
  return { secure: config.NODE_ENV === "production" };
}

export type Config = Omit<z.infer<typeof configSchema>, "SITE_URL"> & { SITE_URL: string };

export class ConfigError extends Error {}

/** `servedAt`: where the site is served when SITE_URL is not given (the development server's own address). */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { servedAt }: { servedAt?: string } = {},
): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return checked(result.data, servedAt);
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "configuration");
  const value = env[name];
  const shown = value === undefined || /PASSWORD|SECRET|DATABASE_|SMTP_URL/.test(name) ? "" : ` (got "${value}")`;
  throw new ConfigError(`Invalid ${name}: ${issue.message}${shown}`);
}

/** SITE_URL as given (in production it must be given, elsewhere it is this machine at PORT), and timeouts
 * that fit together. */
function checked(config: z.infer<typeof configSchema>, servedAt: string | undefined): Config {
  // (Node refuses a limit for the headers longer than the one for the whole request.)
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS (got "${config.HEADERS_TIMEOUT_MS}")`,
    );
  }
  if (config.DATABASE_REPLICA_URLS.length && !config.DATABASE_URL) {
    throw new ConfigError("Invalid DATABASE_REPLICA_URLS: replicas need DATABASE_URL, the primary server they copy");
  }
  if (config.SITE_URL) {
    refuseExampleContact(config, config.SITE_URL);
    return { ...config, SITE_URL: config.SITE_URL };
  }
  if (config.NODE_ENV === "production") {
    throw new ConfigError("Invalid SITE_URL: set the public address of the site, such as https://example.in");
  }
  if (servedAt) return { ...config, SITE_URL: servedAt };
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return { ...config, SITE_URL: `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}` };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A production site at a public address must show its own office: an example phone, email or address on
 * /contact would send students nowhere. A production run on this machine (npm start, the browser tests,
 * npm run bench) may keep them.
 */
function refuseExampleContact(config: z.infer<typeof configSchema>, siteUrl: string) {
  if (config.NODE_ENV !== "production" || LOCAL_HOSTS.has(new URL(siteUrl).hostname)) return;
  for (const name of Object.keys(EXAMPLE_CONTACT) as (keyof typeof EXAMPLE_CONTACT)[]) {
    if (config[name] === EXAMPLE_CONTACT[name]) {
      throw new ConfigError(`Invalid ${name}: set the office's real contact details (this is the example value)`);
    }
  }
}
