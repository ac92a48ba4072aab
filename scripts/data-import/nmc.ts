// The NMC MBBS seat matrix 2024-25, read from `pdftotext -layout` text of the PDF.
//
// Each college is a table row whose cells wrap over several text lines, centred vertically on the row:
// the serial number and the year and intake sit in the middle, and a cell of n lines has as many lines
// above the middle as below it. Columns move from page to page, so each page's column starts are measured
// from where its words begin.
import { tidySpaces, titleCase } from "../../domain/names/clean-names.ts";
import { readCsv } from "./read-files.ts";
import { canonicalState } from "./states.ts";

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

/**
 * Splits one column's lines between neighbouring rows: each row takes a run of lines whose middle is as
 * close as possible to the row's middle (a cell is centred on its row). Lines that continue a sentence
 * ("... Institute of" / "Medical Sciences") are kept together where the middles leave a choice.
 */
function assignLines(lines: { line: number; text: string }[], middles: number[], emptyCost: number): number[][] {
  const n = lines.length;
  const k = middles.length;
  const cellCost = (row: number, from: number, to: number): number => {
    if (from === to) return emptyCost;
    const centre = (lines[from].line + lines[to - 1].line) / 2;
    let cost = Math.abs(centre - middles[row]) * 4;
    // Lines far from the row's middle, and gaps of blank lines inside one cell, are unlikely.
    for (let i = from; i < to; i++) cost += Math.max(0, Math.abs(lines[i].line - middles[row]) - 3);
    for (let i = from + 1; i < to; i++) cost += Math.max(0, lines[i].line - lines[i - 1].line - 2) * 2;
    return cost;
  };
  const cutCost = (at: number): number => {
    if (at <= 0 || at >= n) return 0;
    const before = lines[at - 1].text;
    const after = lines[at].text;
    const continues =
      /(\b(of|and|for|the|in|&)|[,&(-])$/i.test(before) || /^[a-z(&]/.test(after) || /^(and|&)\b/i.test(after);
    return continues ? 1.5 : 0;
  };
  const best: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0][0] = 0;
  for (let row = 0; row < k; row++)
    for (let start = 0; start <= n; start++) {
      if (best[row][start] === Infinity) continue;
      for (let end = start; end <= n; end++) {
        const cost = best[row][start] + cellCost(row, start, end) + (end < n ? cutCost(end) : 0);
        if (cost < best[row + 1][end]) {
          best[row + 1][end] = cost;
          from[row + 1][end] = start;
        }
      }
    }
  const byRow: number[][] = middles.map(() => []);
  let end = n;
  for (let row = k; row > 0; row--) {
    const start = from[row][end];
    byRow[row - 1] = lines.slice(start, end).map((item) => item.line);
    end = start;
  }
  return byRow;
}

/** A cell's words in reading order; a word broken at the cell's edge ("Visakhapatn" + "am") is joined again. */
function joinWrappedLines(cellWords: Word[], oneWord = false): string {
  const lines = new Map<number, string[]>();
  for (const word of [...cellWords].sort((a, b) => a.line - b.line || a.x - b.x))
    lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  let text = "";
  for (const words of lines.values()) {
    const line = words.join(" ");
    // District names are one or two words: a line beginning in lower case ends the word above it
    // ("Thiruvanant" + "hapuram").
    const broken =
      (oneWord ? /^[a-z]/.test(line) : /^[a-z]{1,3}\b/.test(line)) &&
      !/^(of|and|for|the|in)\b/.test(line) &&
      /[a-z]$/i.test(text);
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
    const lineTexts = lineNumbers.map((line) => ({
      line,
      text: columnWords
        .filter((word) => word.line === line)
        .map((word) => word.text)
        .join(" "),
    }));
    const emptyCost = column === "district" || column === "university" ? 6 : 1000;
    assignLines(lineTexts, middles, emptyCost).forEach((rowLines, row) => {
      cells[row][column] = columnWords.filter((word) => rowLines.includes(word.line));
    });
  });
  return anchors.map((anchor, row) => ({
    serial: anchor.serial,
    state: joinWrappedLines(cells[row].state),
    name: joinWrappedLines(cells[row].name),
    district: joinWrappedLines(cells[row].district, true),
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

export interface NmcCorrection {
  serial: number;
  state: string;
  name: string;
  district: string;
  university: string;
  why: string;
}

/** The hand-checked corrections table: rows whose wrapped cells the layout does not give apart. */
export function readNmcCorrections(path: string): NmcCorrection[] {
  return readCsv(path).map((row) => ({
    serial: Number(row.serial),
    state: row.state.trim(),
    name: row.name.trim(),
    district: row.district.trim(),
    university: row.university.trim(),
    why: row.why.trim(),
  }));
}

/** District names in capitals or lower case ("NTR DISTRICT", "adilabad") written as names. */
function districtCase(district: string): string {
  return titleCase(district).replace(
    /(^|\s)([a-z])/g,
    (_m, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/**
 * The colleges with the corrections applied (a blank cell of the table keeps what the layout gave), each
 * state spelled one way. A correction that changes nothing is stale and stops the import.
 */
export function correctNmcColleges(colleges: NmcCollege[], corrections: NmcCorrection[]): NmcCollege[] {
  const bySerial = new Map(corrections.map((correction) => [correction.serial, correction]));
  for (const serial of bySerial.keys())
    if (!colleges.some((college) => college.serial === serial))
      throw new Error(`NMC corrections: no college with serial number ${serial}`);
  return colleges.map((college) => {
    const correction = bySerial.get(college.serial);
    const corrected = correction
      ? {
          ...college,
          state: correction.state || college.state,
          name: correction.name || college.name,
          district: correction.district || college.district,
          university: correction.university || college.university,
        }
      : college;
    if (correction && JSON.stringify(corrected) === JSON.stringify(college))
      throw new Error(`NMC corrections: serial number ${college.serial} is read that way already`);
    return { ...corrected, state: canonicalState(corrected.state), district: districtCase(corrected.district) };
  });
}
