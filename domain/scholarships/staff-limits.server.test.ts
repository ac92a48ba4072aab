// A staff scholarship carries the finder's limits: the form's words are read into codes, and the finder shows
// the scholarship only to the students it is for. Each save names the staff member who made it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { scholarships } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { fieldMessages } from "../errors.ts";
import { findScholarships } from "./finder.server.ts";
import { scholarshipInputSchema } from "./scholarships.schema.ts";
import { createScholarship, getScholarshipById, updateScholarship } from "./scholarships.server.ts";

const TODAY = "2026-11-27";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const base = {
  slug: "karnataka-girls-award",
  title: "Karnataka Girls' Award",
  provider: "Bengaluru Education Trust",
  internationalEligible: "no",
  amount: "₹20,000 a year",
  type: "Need-based",
  level: "Undergraduate",
  awards: "100",
  officialUrl: "",
  opensOn: "",
  closesOn: "",
  checkedOn: "",
};

// As the form posts it: one ticked box is a string, two are a list; the income written as Indians write it.
const girlsScStKarnataka = {
  ...base,
  levels: "ug",
  genders: "female",
  categories: ["st", "sc"],
  incomeCapRupees: "2,50,000",
  states: "karnataka",
  streams: "",
  eligibility: "First-year marks of 60% or more.",
  amountRupees: "20000",
  frequency: "per-year",
};

const errorsOf = (fields: object) => {
  const parsed = scholarshipInputSchema.safeParse({ ...base, ...fields });
  return parsed.success ? {} : fieldMessages(parsed.error);
};

describe("the staff form's limits", () => {
  it("reads ticked boxes as codes in the list's order, the states in the catalogue's spelling, rupees as numbers", () => {
    expect(scholarshipInputSchema.parse(girlsScStKarnataka)).toMatchObject({
      levels: ["ug"],
      genders: ["female"],
      categories: ["sc", "st"],
      incomeCapRupees: 250_000,
      states: ["Karnataka"],
      streams: [],
      amountRupees: 20_000,
      frequency: "per-year",
    });
  });

  it("reads nothing ticked and empty figures as no limit, as the finder reads an imported row", () => {
    expect(scholarshipInputSchema.parse(base)).toMatchObject({
      levels: [],
      genders: [],
      categories: [],
      states: [],
      streams: [],
      incomeCapRupees: null,
      amountRupees: null,
      frequency: null,
      eligibility: "",
    });
  });

  it("refuses unknown values and figures that are not a whole number of rupees up to one crore, per field", () => {
    expect(
      errorsOf({
        levels: ["ug", "phd"],
        genders: "girl",
        categories: "obc-ncl",
        states: ["Karnataka", "Atlantis"],
        streams: ["astrology"],
        frequency: "weekly",
      }),
    ).toEqual({
      levels: "Choose classes or levels from the list.",
      genders: "Choose female, male or transgender/other.",
      categories: "Choose General, OBC, SC, ST, EWS or persons with a disability.",
      states: "Choose states and union territories of India from the list.",
      streams: "Choose streams from the list.",
      frequency: "Choose how often the amount is paid from the list.",
    });
    for (const bad of ["0", "-5", "2.5", "3 lakh", "10000001", 1.5]) {
      expect(Object.keys(errorsOf({ incomeCapRupees: bad, amountRupees: bad })), String(bad)).toEqual([
        "incomeCapRupees",
        "amountRupees",
      ]);
    }
    expect(errorsOf({ incomeCapRupees: "1,00,00,000", amountRupees: 1 })).toEqual({});
  });
});

describe("a staff scholarship for girls, SC/ST, from Karnataka, family income up to ₹2.5 lakh, in college", () => {
  const her = { level: "ug", gender: "female", category: "sc", income: 250_000, state: "Karnataka" } as const;
  const slugsFor = async (student: Parameters<typeof findScholarships>[1]) =>
    (await findScholarships(database.db, student, TODAY)).map((s) => s.slug);

  beforeAll(async () => {
    await createScholarship(database.db, scholarshipInputSchema.parse(girlsScStKarnataka), "asha@example.in");
  });

  it("is found for a student it is for, and for one who has not said anything yet", async () => {
    expect(await slugsFor(her)).toContain("karnataka-girls-award");
    expect(await slugsFor({ ...her, category: "st", income: 120_000, stream: "engineering" })).toContain(
      "karnataka-girls-award",
    );
    expect(await slugsFor({})).toContain("karnataka-girls-award");
  });

  it("is not found for a boy, an OBC student, a student from Delhi, a family income of ₹3 lakh or class 12", async () => {
    for (const other of [
      { ...her, gender: "male" },
      { ...her, category: "obc" },
      { ...her, state: "Delhi" },
      { ...her, income: 300_000 },
      { ...her, level: "class-12" },
    ] as const) {
      expect(await slugsFor(other), JSON.stringify(other)).not.toContain("karnataka-girls-award");
    }
  });

  it("shows the finder its figures and words", async () => {
    const [found] = (await findScholarships(database.db, her, TODAY)).filter((s) => s.slug === "karnataka-girls-award");
    expect(found).toMatchObject({
      amountRupees: 20_000,
      frequency: "per-year",
      incomeCapRupees: 250_000,
      eligibility: "First-year marks of 60% or more.",
      source: { kind: "staff" },
    });
  });
});

describe("who saved a staff scholarship", () => {
  it("is the staff member of the last save, on adding and on editing", async () => {
    const db = database.db;
    const added = await createScholarship(
      db,
      scholarshipInputSchema.parse({ ...base, slug: "saved-by-award" }),
      "asha@example.in",
    );
    expect(added.updatedBy).toBe("asha@example.in");
    await updateScholarship(
      db,
      added.id,
      scholarshipInputSchema.parse({ ...base, slug: "saved-by-award", genders: "male" }),
      "ravi@example.in",
    );
    expect(await getScholarshipById(db, added.id)).toMatchObject({ updatedBy: "ravi@example.in", genders: ["male"] });
  });

  it("never changes an imported scholarship: it stays as the list gave it, with no staff name", async () => {
    const db = database.db;
    const [imported] = await db
      .insert(scholarships)
      .values({ slug: "imported-award", title: "Imported Award", origin: "imported", states: ["Goa"] })
      .returning({ id: scholarships.id });
    const edit = scholarshipInputSchema.parse({ ...base, slug: "imported-award", states: "Kerala" });
    expect(await updateScholarship(db, imported.id, edit, "ravi@example.in")).toBeUndefined();
    const [row] = await db.select().from(scholarships).where(eq(scholarships.id, imported.id));
    expect(row).toMatchObject({ title: "Imported Award", states: ["Goa"], updatedBy: null });
  });
});
