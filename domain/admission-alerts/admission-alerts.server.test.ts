import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadSiteContentOnce } from "../../seed/site-content.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { admissionAlertInputSchema } from "./admission-alerts.schema.ts";
import {
  admissionAlertsOn,
  createAdmissionAlert,
  deleteAdmissionAlert,
  getAdmissionAlertById,
  searchAdmissionAlerts,
  updateAdmissionAlert,
} from "./admission-alerts.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadSiteContentOnce(database.db);
});
afterAll(() => database.close());

const alert = {
  city: "Nagpur",
  college: "Visvesvaraya National Institute of Technology",
  course: "B.Tech (CSE, ECE)",
  exams: "JEE Main 2027",
  lastDate: "30 June 2027",
  closes: "2027-06-30",
  fees: "₹1,25,000 a year",
  href: "/Exam",
  linkLabel: "Exam dates",
};

describe("admission alerts", () => {
  it("are SPEC.md's seven, all closed on 24 November 2026 and all open on 1 April 2025", async () => {
    const { db } = database;
    const now = await admissionAlertsOn(db, "2026-11-24");
    expect(now).toHaveLength(7);
    expect(now.every((a) => !a.open)).toBe(true);
    // Chennai's closed on 16 April 2025: still open on the 16th, closed on the 17th.
    expect((await admissionAlertsOn(db, "2025-04-16")).every((a) => a.open)).toBe(true);
    const later = await admissionAlertsOn(db, "2025-04-17");
    expect(later.find((a) => a.city === "Chennai")?.open).toBe(false);
    // Open ones come first.
    expect(later.at(-1)?.city).toBe("Chennai");
  });

  it("are added, edited and deleted by staff; an open one leads the page", async () => {
    const { db } = database;
    const created = await createAdmissionAlert(db, alert);
    const shown = await admissionAlertsOn(db, "2026-11-24");
    expect(shown[0]).toMatchObject({ city: "Nagpur", open: true });
    expect((await searchAdmissionAlerts(db, { q: "nagpur", limit: 10, offset: 0 })).total).toBe(1);

    await updateAdmissionAlert(db, created.id, { ...alert, closes: "2026-11-01", lastDate: "1 November 2026" });
    expect((await getAdmissionAlertById(db, created.id))?.lastDate).toBe("1 November 2026");
    expect((await admissionAlertsOn(db, "2026-11-24")).find((a) => a.id === created.id)?.open).toBe(false);

    expect(await deleteAdmissionAlert(db, created.id)).toBe(true);
    expect(await deleteAdmissionAlert(db, created.id)).toBe(false);
    expect(await updateAdmissionAlert(db, created.id, alert)).toBeUndefined();
  });

  it("refuse a link off the site and a date that does not exist", () => {
    expect(admissionAlertInputSchema.safeParse({ ...alert, href: "https://example.com" }).success).toBe(false);
    expect(admissionAlertInputSchema.safeParse({ ...alert, closes: "2027-02-30" }).success).toBe(false);
    const empty = admissionAlertInputSchema.safeParse({ ...alert, closes: "" });
    expect(empty.error?.issues[0].message).toBe("This field is required");
  });
});
