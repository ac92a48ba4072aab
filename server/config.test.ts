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

  it("treats an empty optional variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_EMAIL: " " }).ADMIN_EMAIL).toBeUndefined();
  });

  it("splits ALLOWED_ORIGINS on commas", () => {
    expect(loadConfig({ ALLOWED_ORIGINS: "https://a.in, https://b.in" }).ALLOWED_ORIGINS).toEqual([
      "https://a.in",
      "https://b.in",
    ]);
  });
});
