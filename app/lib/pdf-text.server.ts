// Text in a PDF in English and Hindi alike: Noto Sans for Latin (and ₹), Noto Sans Devanagari for Hindi,
// Marathi or Sanskrit names, embedded (subset) so the PDF looks the same on every phone. fontkit shapes the
// Devanagari (conjuncts, the reordered ि), and each Devanagari run carries its text as ActualText so a
// reader's search and copy get the words as typed. The fonts (OFL) are in assets/fonts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
// fontkit's Devanagari shaper (its `dfa` state machine) was compiled for old browsers and expects the
// regenerator runtime as a global; the package installs it there when imported.
import "regenerator-runtime";
import {
  type Color,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
} from "pdf-lib";

// The server and the tests run from the repository's root (npm scripts), as for db/data.
const FONTS = path.resolve("assets/fonts");
const files = {
  latin: "NotoSans-Regular.ttf",
  latinBold: "NotoSans-Bold.ttf",
  deva: "NotoSansDevanagari-Regular.ttf",
  devaBold: "NotoSansDevanagari-Bold.ttf",
} as const;

let fontBytes: Promise<Record<keyof typeof files, Uint8Array>> | undefined;
const loadFontBytes = () =>
  (fontBytes ??= Promise.all(
    Object.entries(files).map(async ([k, f]) => [k, await readFile(path.join(FONTS, f))] as const),
  ).then((entries) => Object.fromEntries(entries) as unknown as Record<keyof typeof files, Uint8Array>));

export interface Fonts {
  latin: PDFFont;
  latinBold: PDFFont;
  deva: PDFFont;
  devaBold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const embed = (k: keyof typeof files) => doc.embedFont(bytes[k], { subset: true });
  const [latin, latinBold, deva, devaBold] = await Promise.all([
    embed("latin"),
    embed("latinBold"),
    embed("deva"),
    embed("devaBold"),
  ]);
  return { latin, latinBold, deva, devaBold };
}

type PDFOperatorArg = NonNullable<Parameters<typeof PDFOperator.of>[1]>[number];

// Devanagari, its extensions and the joiners that shape it.
const DEVANAGARI = /\p{Script=Devanagari}|\u200C|\u200D/u;
// Spaces go with the run they are in; digits and punctuation are drawn in Noto Sans.
const NEUTRAL = /\s/;

interface Run {
  text: string;
  deva: boolean;
}

/** The text cut where it changes script. */
function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const deva = DEVANAGARI.test(ch);
    if (last && (last.deva === deva || NEUTRAL.test(ch))) last.text += ch;
    else runs.push({ text: ch, deva });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: Color;
}

const fontFor = (fonts: Fonts, run: Run, bold = false) =>
  run.deva ? (bold ? fonts.devaBold : fonts.deva) : bold ? fonts.latinBold : fonts.latin;

function textWidth(fonts: Fonts, text: string, style: Pick<TextStyle, "size" | "bold">): number {
  return scriptRuns(text).reduce(
    (w, run) => w + fontFor(fonts, run, style.bold).widthOfTextAtSize(run.text, style.size),
    0,
  );
}

/** Words into lines no wider than `width`; a word longer than a line stays whole on its own line. */
export function wrapText(fonts: Fonts, text: string, width: number, style: Pick<TextStyle, "size" | "bold">) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(fonts, candidate, style) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** One line of mixed-script text from (x, y). */
export function drawLine(page: PDFPage, fonts: Fonts, text: string, x: number, y: number, style: TextStyle) {
  let cursor = x;
  for (const run of scriptRuns(text)) {
    const font = fontFor(fonts, run, style.bold);
    if (run.deva) {
      // A property list is a dictionary: pdf-lib writes any object, though its type lists only some.
      const actual = page.doc.context.obj({ ActualText: PDFHexString.fromText(run.text) }) as unknown as PDFOperatorArg;
      page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), actual]));
    }
    page.drawText(run.text, { x: cursor, y, size: style.size, font, color: style.color });
    if (run.deva) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    cursor += font.widthOfTextAtSize(run.text, style.size);
  }
}
