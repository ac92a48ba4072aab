// A lead submitted through the API is on disk: it survives closing and reopening the embedded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server.ts";
import { listLeads } from "../../domain/leads/leads.server.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

describe("a lead across a restart", () => {
  it("is still there after the server and its PGlite data folder are closed and reopened", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "portal-restart-"));
    const config = loadConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      SHED_EVENT_LOOP_DELAY_MS: "0",
    });

    const first = await openDatabase({ dataDir });
    await first.migrate();
    const app = await buildApp({ database: first, config, site: false });
    const res = await app.inject({
      method: "POST",
      url: "/api/user/lead_data",
      payload: {
        name: "Meera Iyer",
        email: "meera@example.in",
        phone: "9123456780",
        city: "Chennai",
        course: "mbbs",
        terms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await second.migrate();
      const leads = await listLeads(second.db);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ id: res.json()._id, phone: "+919123456780", course: "mbbs", terms: true });
    } finally {
      await second.close();
    }
  }, 60_000);
});
