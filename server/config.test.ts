import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names the variable and the value of a bad PORT", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/^Invalid PORT: .*\(got "70000"\)$/);
  });

  it("rejects a DATABASE_URL that is not a PostgreSQL URL without echoing it", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://u:secret@h/db" })).toThrow(
      /^Invalid DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://u:secret@h/db" })).not.toThrow(/secret/);
  });

  it("reads DATABASE_REPLICA_URLS as a list, only beside DATABASE_URL, never echoing it", () => {
    const primary = "postgres://portal@db-1:5432/portal";
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_REPLICA_URLS).toEqual([]);
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: "postgres://a@db-2/p, postgresql://a@db-3/p" })
        .DATABASE_REPLICA_URLS,
    ).toEqual(["postgres://a@db-2/p", "postgresql://a@db-3/p"]);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgres://a@db-2/p" })).toThrow(
      /^Invalid DATABASE_REPLICA_URLS: replicas need DATABASE_URL/,
    );
    const bad = { DATABASE_URL: primary, DATABASE_REPLICA_URLS: "postgres://a@db-2/p,mysql://u:secret@h/db" };
    expect(() => loadConfig(bad)).toThrow(/^Invalid DATABASE_REPLICA_URLS: each must start with postgres/);
    expect(() => loadConfig(bad)).not.toThrow(/secret/);
  });

  it("treats an empty optional variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_EMAIL: " " }).ADMIN_EMAIL).toBeUndefined();
  });

  it("splits ALLOWED_ORIGINS on commas", () => {
    expect(loadConfig({ ALLOWED_ORIGINS: "https://a.in, https://b.in" }).ALLOWED_ORIGINS).toEqual([
      "https://a.in",
      "https://b.in",
    ]);
  });

  it("derives SITE_URL from HOST and PORT outside production, and needs it in production", () => {
    expect(loadConfig({}).SITE_URL).toBe("http://localhost:3000");
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "3211" }).SITE_URL).toBe("http://127.0.0.1:3211");
    expect(loadConfig({ SITE_URL: "https://portal.example.in/" }).SITE_URL).toBe("https://portal.example.in");
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/^Invalid SITE_URL/);
    expect(() => loadConfig({ SITE_URL: "ftp://portal.example.in" })).toThrow(/^Invalid SITE_URL/);
    // The development server's own address, unless SITE_URL is given.
    expect(loadConfig({}, { servedAt: "http://localhost:5173" }).SITE_URL).toBe("http://localhost:5173");
    expect(loadConfig({ SITE_URL: "http://dev.test" }, { servedAt: "http://localhost:5173" }).SITE_URL).toBe(
      "http://dev.test",
    );
  });

  it("trusts no proxy unless TRUST_PROXY names the proxies' addresses, and refuses a hop count", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/^Invalid TRUST_PROXY: must name the proxies' addresses/);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16, ::1" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/^Invalid TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/^Invalid TRUST_PROXY/);
  });

  it("reads the retention period and the office's contact details", () => {
    expect(loadConfig({}).RETENTION_MONTHS).toBe(24);
    expect(loadConfig({ RETENTION_MONTHS: "36", CONTACT_PHONE: "+91 80 1234 5678" })).toMatchObject({
      RETENTION_MONTHS: 36,
      CONTACT_PHONE: "+91 80 1234 5678",
    });
    expect(() => loadConfig({ RETENTION_MONTHS: "0" })).toThrow(/^Invalid RETENTION_MONTHS/);
  });

  it("refuses the example contact details on a public production site, not on this machine", () => {
    const real = {
      CONTACT_PHONE: "+91 80 2222 3333",
      CONTACT_EMAIL: "admissions@college-portal.in",
      CONTACT_ADDRESS: "12 MG Road, Bengaluru 560001",
    };
    const live = { NODE_ENV: "production", SITE_URL: "https://college-portal.in" };
    expect(() => loadConfig(live)).toThrow(/^Invalid CONTACT_PHONE: set the office's real contact details/);
    expect(() => loadConfig({ ...live, ...real, CONTACT_EMAIL: "admissions@example.in" })).toThrow(
      /^Invalid CONTACT_EMAIL/,
    );
    expect(loadConfig({ ...live, ...real }).CONTACT_ADDRESS).toBe("12 MG Road, Bengaluru 560001");
    expect(loadConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" }).CONTACT_PHONE).toBe(
      "+91 11 4000 1234",
    );
    expect(loadConfig({ SITE_URL: "https://college-portal.in" }).CONTACT_PHONE).toBe("+91 11 4000 1234");
  });

  it("closes stalled connections after 5 min for a request, 30 s for headers, 72 s idle, unless told", () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 300_000,
      HEADERS_TIMEOUT_MS: 30_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/^Invalid REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "20000", HEADERS_TIMEOUT_MS: "30000" })).toThrow(
      /^Invalid HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS/,
    );
  });
});
