// The brochure every successful enquiry downloads: a real two-section PDF drawn with pdf-lib, naming the
// college, program or city the visitor asked about.
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const brand = rgb(0.118, 0.251, 0.686);
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);

/** The standard PDF fonts only encode Latin-1 (WinAnsi): anything else becomes a plain stand-in. */
function latin(text: string): string {
  return text
    .replace(/₹/g, "Rs ")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

const sections: [string, string[]][] = [
  [
    "Brochure details",
    [
      "Courses offered, intake and duration for the 2025 session.",
      "Campus facilities: hostels, libraries, laboratories and sports.",
    ],
  ],
  [
    "Check detailed fees",
    ["Tuition, hostel and examination fees per year.", "Scholarships and fee waivers you may be eligible for."],
  ],
  [
    "Shortlist & apply",
    ["Eligibility and entrance exams accepted.", "Documents needed: Class 10 and 12 mark sheets, ID and photographs."],
  ],
  [
    "Application deadlines",
    ["Most applications for 2025 close between May and July.", "Our counsellor will call you with the exact dates."],
  ],
];

export async function brochurePdf(name: string): Promise<Uint8Array> {
  const title = latin(name ? `${name}: Admission Brochure 2025` : "Admission Brochure 2025");
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject("Courses, fees, eligibility and application deadlines");
  doc.setCreationDate(new Date());
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]); // A4

  page.drawRectangle({ x: 0, y: 722, width: 595, height: 120, color: brand });
  page.drawText("Admission Brochure 2025", { x: 48, y: 796, size: 12, font: regular, color: rgb(0.85, 0.9, 1) });
  wrap(title, 30).forEach((line, i) =>
    page.drawText(line, { x: 48, y: 768 - i * 26, size: 22, font: bold, color: rgb(1, 1, 1) }),
  );

  let y = 680;
  for (const [heading, lines] of sections) {
    page.drawText(heading, { x: 48, y, size: 15, font: bold, color: brand });
    y -= 24;
    for (const line of lines) {
      page.drawText(`-  ${line}`, { x: 56, y, size: 11, font: regular, color: ink });
      y -= 18;
    }
    y -= 16;
  }
  const note =
    "Information is for reference only. Verify fees, dates and eligibility on the official website of the institution before applying.";
  wrap(note, 90).forEach((line, i) =>
    page.drawText(line, { x: 48, y: 80 - i * 14, size: 9, font: regular, color: muted }),
  );
  return doc.save();
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}
