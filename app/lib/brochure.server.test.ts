// The brochure of an institution: beside the official figures, the fees and contacts it published with who
// published them, and the ranges its students reported, as the PDF's text reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { feeYear, publishFacts, reportPaidSeatFees } from "../../tests/support/institution-facts.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { brochureFor } from "./brochure.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture() });
  await publishFacts(database.db, "C-1");
});
afterAll(() => database.close());

async function brochureText(slug: string): Promise<string> {
  const brochure = await brochureFor(database.db, { college: slug, name: "" });
  if (!brochure.ok) throw new Error(`no brochure for ${slug}`);
  return pdfText(brochure.pdf).replace(/\s+/g, " ");
}

describe("an institution's brochure", () => {
  it("lists the fees and contacts the institution published, with who published them and when", async () => {
    const text = await brochureText("alpha-college");
    expect(text).toContain("Fees as the institution publishes them");
    expect(text).toContain(
      "B.Tech Civil, 2026-27: ₹1,20,000 tuition a year. Hostel a year: ₹60,000. Mess a year: ₹36,000. One-time fees: ₹25,000. 60 seats. Applications from 1 May 2027 until 30 June 2027. Official apply page: https://college.example.in/apply",
    );
    expect(text).toContain("Contacts from the institution");
    expect(text).toContain("Phone: 044 2345 6789");
    expect(text).toContain("Email: admissions@college.example.in");
    expect(text).toContain("Website: https://college.example.in");
    expect(text).toContain("Address: 12 College Road, Chennai 600001");
    expect(text).toContain(
      "Source: Published by the institution, 1 December 2026; checked by the portal 2 December 2026",
    );
    // No student has reported a fee yet: the brochure says nothing of it.
    expect(text).not.toContain("What students paid");
  });

  it("gives the ranges students reported once three agree, drawn again when they do", async () => {
    await reportPaidSeatFees(database.db, "C-1", ["3,00,000", "3,50,000", "4,00,000"]);
    const text = await brochureText("alpha-college");
    expect(text).toContain("What students paid");
    expect(text).toContain(
      `B.E./B.Tech (management or NRI quota): tuition ₹3,00,000–₹4,00,000 a year (median ₹3,50,000), reported by 3 students, ${feeYear}`,
    );
    expect(text).toContain(
      "Source: Reported by students in reviews our staff checked before publishing; not an official figure.",
    );
    // An institution that published nothing has no such sections.
    const beta = await brochureText("beta-medical-college");
    expect(beta).not.toContain("Contacts from the institution");
    expect(beta).not.toContain("What students paid");
  });
});
