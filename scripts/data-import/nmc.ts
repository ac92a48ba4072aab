// The NMC MBBS seat matrix 2024-25, read from `pdftotext -layout` text of the PDF.
//
// Each college is a table row whose cells wrap over several text lines, centred vertically on the row:
// the serial number and the year and intake sit in the middle, and a cell of n lines has as many lines
// above the middle as below it. Columns move from page to page, so each page's column starts are measured
// from where its words begin.
import { tidySpaces } from "./clean-names.ts";

export interface NmcCollege {
  serial: number;
  state: string;
  name: string;
  district: string;
  university: string;
  management: string;
  established: string;
  seats: number;
}

const COLUMNS = ["state", "name", "district", "university", "management"] as const;
type Column = (typeof COLUMNS)[number];

const SERIAL_LINE = /^\s{0,4}(\d{1,3})(\s|$)/;
const SEATS_LINE = /\s(\d{4})\s+(\d{1,4})\s*$/;
const MANAGEMENT = /^(Govt|Private|Trust|Society)/;
const HEADER_LINE = /State-wise list|functioning in the country|Sl\.No|Annual Intake|\(Seats\)|College\s+College\s*$/;

interface Word {
  line: number;
  x: number;
  text: string;
}

interface Anchor {
  serial: number;
  serialLine: number;
  seatsLine: number;
  established: string;
  seats: number;
}

function wordsOf(line: string, lineIndex: number, from: number, to: number): Word[] {
  const words: Word[] = [];
  for (const match of line.slice(0, to).matchAll(/\S+/g)) {
    if (match.index >= from) words.push({ line: lineIndex, x: match.index, text: match[0] });
  }
  return words;
}

/** The most frequent position in a range; lines of one column begin a character or two apart, so its leftmost close neighbour. */
function peakOf(positions: number[], from = 0, to = Infinity): number {
  const inRange = positions.filter((x) => x >= from && x <= to);
  const counts = new Map<number, number>();
  for (const x of inRange) counts.set(x, (counts.get(x) ?? 0) + 1);
  let best = -1;
  for (const [x, count] of counts)
    if (best < 0 || count > counts.get(best)! || (count === counts.get(best) && x < best)) best = x;
  let left = best;
  for (const [x, count] of counts) if (x < left && x >= best - 2 && count >= 3) left = x;
  return left;
}

/** Where the state, name, district, university and management columns start on one page. */
function measureColumns(words: Word[]): number[] {
  const starts = words.map((word) => word.x);
  const state = peakOf(starts, 1, 12);
  const name = peakOf(starts, state + 5, 28);
  const district = peakOf(starts, 36, 50);
  const university = peakOf(starts, district + 6, 68);
  const management = peakOf(
    words.filter((word) => MANAGEMENT.test(word.text)).map((word) => word.x),
    university + 10,
  );
  // A column begins where the fewest words cross from the column before: squeezed lines start a column's
  // words a few characters early ("Visakhapatn" under a district column that starts further right).
  return [state, name, district, university, management].map((start, index) =>
    index === 0 ? start : leastCrossed(words, start - 8, start),
  );
}

function leastCrossed(words: Word[], from: number, to: number): number {
  let best = to;
  let fewest = Infinity;
  for (let x = to; x >= from; x--) {
    const crossing = words.filter((word) => word.x < x && word.x + word.text.length > x).length;
    if (crossing < fewest) [best, fewest] = [x, crossing];
  }
  return best;
}

function columnOf(x: number, starts: number[]): number {
  let column = -1;
  starts.forEach((start, index) => {
    if (x >= start) column = index;
  });
  return column;
}

function findAnchors(lines: string[]): Anchor[] {
  const serials: { serial: number; line: number }[] = [];
  const seats: { line: number; match: RegExpMatchArray }[] = [];
  lines.forEach((line, index) => {
    const serial = SERIAL_LINE.exec(line);
    if (serial && !HEADER_LINE.test(line)) serials.push({ serial: Number(serial[1]), line: index });
    const seat = SEATS_LINE.exec(line);
    if (seat) seats.push({ line: index, match: seat });
  });
  if (serials.length !== seats.length)
    throw new Error(`NMC seat matrix: ${serials.length} serial numbers but ${seats.length} seat lines on a page`);
  return serials.map((serial, index) => {
    const seat = seats[index];
    if (Math.abs(seat.line - serial.line) > 3)
      throw new Error(`NMC seat matrix: no seat line near serial number ${serial.serial}`);
    return {
      serial: serial.serial,
      serialLine: serial.line,
      seatsLine: seat.line,
      established: seat.match[1],
      seats: Number(seat.match[2]),
    };
  });
}

function pageWords(lines: string[], anchors: Anchor[]): Word[] {
  const headerEnd = lines.findLastIndex((line, index) => index < anchors[0].serialLine && HEADER_LINE.test(line));
  return lines.flatMap((line, index) => {
    if (index <= headerEnd) return [];
    const from = anchors.some((anchor) => anchor.serialLine === index) ? (SERIAL_LINE.exec(line)?.[0].length ?? 0) : 0;
    const seat = SEATS_LINE.exec(line);
    return wordsOf(line, index, from, seat?.index ?? line.length);
  });
}

/** Splits one column's lines between neighbouring rows: a row has as many lines below its middle as above. */
function assignLines(lineNumbers: number[], middles: number[]): number[][] {
  const byRow = middles.map((): number[] => []);
  // A middle between two lines (serial number and seats printed a line apart) has both lines at the middle.
  const atOrAbove = (line: number, row: number) => line <= middles[row] + 0.5;
  let row = 0;
  let above = 0;
  let below = 0;
  for (const line of lineNumbers) {
    while (row < middles.length - 1 && !atOrAbove(line, row) && (below >= above || line >= middles[row + 1] - 0.5)) {
      row++;
      above = 0;
      below = 0;
    }
    byRow[row].push(line);
    if (line < middles[row] - 0.5) above++;
    else if (line > middles[row] + 0.5) below++;
  }
  return byRow;
}

/** A cell's words in reading order; a word broken at the cell's edge ("Visakhapatn" + "am") is joined again. */
function joinWrappedLines(cellWords: Word[]): string {
  const lines = new Map<number, string[]>();
  for (const word of [...cellWords].sort((a, b) => a.line - b.line || a.x - b.x))
    lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  let text = "";
  for (const words of lines.values()) {
    const line = words.join(" ");
    const broken = /^[a-z]{1,3}\b/.test(line) && !/^(of|and|for|the|in)\b/.test(line) && /[a-z]$/i.test(text);
    text = text ? text + (broken ? "" : " ") + line : line;
  }
  return tidySpaces(text);
}

function parsePage(page: string): NmcCollege[] {
  const lines = page.split("\n");
  const anchors = findAnchors(lines);
  if (!anchors.length) return [];
  const words = pageWords(lines, anchors);
  const starts = measureColumns(words);
  const middles = anchors.map((anchor) => (anchor.serialLine + anchor.seatsLine) / 2);
  const cells = anchors.map(
    () => ({ state: [], name: [], district: [], university: [], management: [] }) as Record<Column, Word[]>,
  );
  COLUMNS.forEach((column, columnIndex) => {
    const columnWords = words.filter((word) => columnOf(word.x, starts) === columnIndex);
    const lineNumbers = [...new Set(columnWords.map((word) => word.line))].sort((a, b) => a - b);
    assignLines(lineNumbers, middles).forEach((rowLines, row) => {
      cells[row][column] = columnWords.filter((word) => rowLines.includes(word.line));
    });
  });
  return anchors.map((anchor, row) => ({
    serial: anchor.serial,
    state: joinWrappedLines(cells[row].state),
    name: joinWrappedLines(cells[row].name),
    district: joinWrappedLines(cells[row].district),
    university: joinWrappedLines(cells[row].university),
    management: joinWrappedLines(
      cells[row].management.filter((word) => MANAGEMENT.test(word.text) || /^-/.test(word.text)),
    )
      .replace(/\.$/, "")
      .replace(/-\s+/g, "-"),
    established: anchor.established,
    seats: anchor.seats,
  }));
}

/** Every college of the seat matrix, checked against the document's own numbering and total of seats. */
export function parseNmcSeatMatrix(text: string): { colleges: NmcCollege[]; statedTotal: number } {
  const pages = text.split("\f");
  const colleges = pages.flatMap(parsePage);
  const lastPage = pages.filter((page) => page.trim()).at(-1) ?? "";
  // The document ends with the total of seats alone on a line.
  const statedTotal = Number([...lastPage.matchAll(/^\s+(\d{3,6})\s*$/gm)].at(-1)?.[1] ?? 0);
  const seats = colleges.reduce((sum, college) => sum + college.seats, 0);
  colleges.forEach((college, index) => {
    if (college.serial !== index + 1)
      throw new Error(`NMC seat matrix: college ${index + 1} read as ${college.serial}`);
  });
  if (seats !== statedTotal)
    throw new Error(`NMC seat matrix: seats add up to ${seats}, the document says ${statedTotal}`);
  return { colleges, statedTotal };
}
