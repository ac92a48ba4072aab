import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadSiteContentOnce } from "../../seed/site-content.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { InputError } from "../errors.ts";
import { applicationPhase } from "./scholarship-status.ts";
import { scholarshipInputSchema } from "./scholarships.schema.ts";
import {
  createScholarship,
  deleteScholarship,
  getScholarshipBySlug,
  scholarshipsOn,
  searchScholarships,
  updateScholarship,
} from "./scholarships.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadSiteContentOnce(database.db);
});
afterAll(() => database.close());

const STAFF = "staff@example.in";

const form = {
  slug: "nagpur-merit-award",
  title: "Nagpur Merit Award",
  provider: "Nagpur Education Trust",
  internationalEligible: "no",
  amount: "₹25,000 a year",
  type: "Merit",
  level: "Undergraduate",
  awards: "40",
  officialUrl: "https://example.org/award",
  opensOn: "2027-01-01",
  closesOn: "2027-02-15",
  checkedOn: "",
};

describe("a scholarship's application phase", () => {
  it("is open only until its last day, and never without one", () => {
    const window = { opensOn: "2027-01-01", closesOn: "2027-02-15" };
    expect(applicationPhase(window, "2026-12-31")).toBe("upcoming");
    expect(applicationPhase(window, "2027-01-01")).toBe("open");
    expect(applicationPhase(window, "2027-02-15")).toBe("open");
    expect(applicationPhase(window, "2027-02-16")).toBe("closed");
    expect(applicationPhase({ opensOn: "2027-01-01", closesOn: null }, "2027-03-01")).toBe("not-announced");
    expect(applicationPhase({ opensOn: null, closesOn: null }, "2027-03-01")).toBe("not-announced");
  });
});

describe("scholarships staff keep", () => {
  it("loads none of SPEC's demo scholarships: their figures named no source", async () => {
    expect(await scholarshipsOn(database.db, "2026-11-24")).toHaveLength(0);
  });

  it("reads the form: yes/no as a boolean, empty dates as not announced, a window the right way round", () => {
    const read = scholarshipInputSchema.parse({ ...form, opensOn: "", closesOn: "" });
    expect(read).toMatchObject({ internationalEligible: false, opensOn: null, closesOn: null, checkedOn: null });
    const backwards = scholarshipInputSchema.safeParse({ ...form, closesOn: "2026-12-01" });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ["closesOn"] });
    expect(scholarshipInputSchema.safeParse({ ...form, officialUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(scholarshipInputSchema.safeParse({ ...form, slug: "Not A Slug" }).success).toBe(false);
    expect(scholarshipInputSchema.safeParse({ ...form, checkedOn: "2999-01-01" }).success).toBe(false);
  });

  it("orders open ones first, soonest to close, and closed ones last", async () => {
    const db = database.db;
    const added = await createScholarship(db, scholarshipInputSchema.parse(form), STAFF);
    const later = await createScholarship(
      db,
      scholarshipInputSchema.parse({ ...form, slug: "later-award", title: "Later Award", closesOn: "2027-03-31" }),
      STAFF,
    );
    const during = await scholarshipsOn(db, "2027-01-10");
    expect(during.slice(0, 2).map((s) => s.slug)).toEqual(["nagpur-merit-award", "later-award"]);
    const after = await scholarshipsOn(db, "2027-02-20");
    expect(after[0].slug).toBe("later-award");
    expect(after.at(-1)).toMatchObject({ slug: "nagpur-merit-award", phase: "closed" });
    await deleteScholarship(db, later.id);
    expect(added.internationalEligible).toBe(false);
  });

  it("refuses a second scholarship with the same short name, on adding and on editing", async () => {
    const db = database.db;
    await expect(createScholarship(db, scholarshipInputSchema.parse(form), STAFF)).rejects.toBeInstanceOf(InputError);
    const other = await createScholarship(db, scholarshipInputSchema.parse({ ...form, slug: "other-award" }), STAFF);
    await expect(updateScholarship(db, other.id, scholarshipInputSchema.parse(form), STAFF)).rejects.toBeInstanceOf(
      InputError,
    );
    const renamed = await updateScholarship(
      db,
      other.id,
      scholarshipInputSchema.parse({ ...form, slug: "other-award", checkedOn: "2026-11-20" }),
      STAFF,
    );
    expect(renamed?.checkedOn).toBe("2026-11-20");
    expect((await getScholarshipBySlug(db, "other-award"))?.id).toBe(other.id);
    expect((await searchScholarships(db, { q: "nagpur education", limit: 10, offset: 0 })).total).toBe(2);
    expect(await deleteScholarship(db, other.id)).toBe(true);
    expect(await deleteScholarship(db, other.id)).toBe(false);
    expect(await updateScholarship(db, "not-a-uuid", scholarshipInputSchema.parse(form), STAFF)).toBeUndefined();
  });
});
