// Draws a brochure with pdf-lib: the college's name in full (wrapped, never cut), then its sections, each
// with the source of its figures, over as many A4 pages as they need. Loaded only by the brochure's route.
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { drawLine, embedFonts, type Fonts, type TextStyle, wrapText } from "./pdf-text.server.ts";

export interface BrochureSection {
  heading: string;
  lines: string[];
  /** Where the figures come from, with the year or "as of" date */
  source?: string;
}

export interface BrochureContent {
  title: string;
  subtitle: string;
  sections: BrochureSection[];
  /** The college's page on the site, named at the foot */
  pagePath?: string;
}

const brand = rgb(0.118, 0.251, 0.686);
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);
const white = rgb(1, 1, 1);

const [WIDTH, HEIGHT] = [595, 842]; // A4 in points
const MARGIN = 48;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const FOOT = 72;

const titleStyle: TextStyle = { size: 22, bold: true, color: white };
const headingStyle: TextStyle = { size: 15, bold: true, color: brand };
const bodyStyle: TextStyle = { size: 11, color: ink };
const sourceStyle: TextStyle = { size: 9, color: muted };

const NOTE =
  "Information is for reference only. Verify fees, dates and eligibility on the official website of the institution before applying.";

export async function brochurePdf(content: BrochureContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title}: ${content.subtitle}`);
  doc.setSubject("Courses, intake, rankings, cut-offs and fees, each with its source");
  doc.setCreationDate(new Date());
  const fonts = await embedFonts(doc);
  const writer = new Writer(doc, fonts);

  // The banner grows with the name: a long name wraps onto as many lines as it needs.
  const titleLines = wrapText(fonts, content.title, TEXT_WIDTH, titleStyle);
  const bannerHeight = 70 + titleLines.length * 28;
  writer.page.drawRectangle({ x: 0, y: HEIGHT - bannerHeight, width: WIDTH, height: bannerHeight, color: brand });
  drawLine(writer.page, fonts, content.subtitle, MARGIN, HEIGHT - 40, { size: 12, color: rgb(0.85, 0.9, 1) });
  titleLines.forEach((line, n) => drawLine(writer.page, fonts, line, MARGIN, HEIGHT - 72 - n * 28, titleStyle));
  writer.y = HEIGHT - bannerHeight - 36;

  for (const section of content.sections) {
    writer.keepSpace(60);
    writer.paragraph(section.heading, headingStyle, 0, 22);
    for (const line of section.lines) writer.paragraph(`•  ${line}`, bodyStyle, 8, 16);
    if (section.source) writer.paragraph(`Source: ${section.source}`, sourceStyle, 8, 13);
    writer.y -= 14;
  }
  const foot = content.pagePath ? `${NOTE} Every figure with its source: ${content.pagePath}` : NOTE;
  for (const page of doc.getPages())
    wrapText(fonts, foot, TEXT_WIDTH, sourceStyle).forEach((line, n) =>
      drawLine(page, fonts, line, MARGIN, 48 - n * 12, sourceStyle),
    );
  return doc.save();
}

/** Writes lines down the page and starts a new page when one is full. */
class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  private doc: PDFDocument;
  private fonts: Fonts;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  keepSpace(height: number) {
    if (this.y - height < FOOT) {
      this.page = this.doc.addPage([WIDTH, HEIGHT]);
      this.y = HEIGHT - MARGIN;
    }
  }

  paragraph(text: string, style: TextStyle, indent: number, leading: number) {
    for (const line of wrapText(this.fonts, text, TEXT_WIDTH - indent, style)) {
      this.keepSpace(leading);
      drawLine(this.page, this.fonts, line, MARGIN + indent, this.y, style);
      this.y -= leading;
    }
  }
}
