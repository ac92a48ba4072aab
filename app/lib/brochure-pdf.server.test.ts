import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { brochurePdf } from "./brochure-pdf.server.ts";

describe("brochurePdf", () => {
  it("writes Hindi names, ₹ and long titles in full, with the sources", async () => {
    const title = "राष्ट्रीय प्रौद्योगिकी संस्थान कुरुक्षेत्र (National Institute of Technology Kurukshetra), हरियाणा";
    const bytes = await brochurePdf({
      title,
      subtitle: "Admission brochure 2025 · Kurukshetra, Haryana",
      sections: [
        {
          heading: "Courses and fees",
          lines: ["B.Tech: ₹1,25,000 a year"],
          source: "Entered by our staff, as of 2026-06-01.",
        },
      ],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`${title}: Admission brochure 2025 · Kurukshetra, Haryana`);
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("राष्ट्रीय प्रौद्योगिकी संस्थान कुरुक्षेत्र");
    expect(text).toContain("(National Institute of Technology Kurukshetra),");
    expect(text).toContain("हरियाणा");
    expect(text).toContain("B.Tech: ₹1,25,000 a year");
    expect(text).toContain("Source: Entered by our staff, as of 2026-06-01.");
  });

  it("goes on to a second page rather than dropping lines", async () => {
    const lines = Array.from({ length: 80 }, (_, n) => `Programme number ${n + 1}: intake 60`);
    const bytes = await brochurePdf({
      title: "Long College",
      subtitle: "Admission brochure 2025",
      sections: [{ heading: "Programmes", lines }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect(pdfText(bytes)).toContain("Programme number 80: intake 60");
  });
});
