// The state counselling files of ../shared/data, each read by its body's reader in domain/data-loads (the same
// code staff's uploads on /admin/data run, leniently here: a rank that is 0 or no number is dropped and counted);
// a file that is not there is skipped (an older copy of the shared data, or the test fixtures of one body).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type ComedkCollege, readComedkFile } from "../../domain/data-loads/comedk-file.ts";
import { readKcetRecords } from "../../domain/data-loads/kcet-file.ts";
import { readKeamRecords } from "../../domain/data-loads/keam-file.ts";
import { readOjeeRecords } from "../../domain/data-loads/ojee-file.ts";
import type { StateRead } from "../../domain/data-loads/state-rows.ts";
import { readWbjeeRecords } from "../../domain/data-loads/wbjee-file.ts";
import { type PublishedFee, readAcpc } from "./acpc.ts";
import { readCsv, readJson } from "./read-files.ts";

/** The files, under ../shared/data; update the names (and sources.ts) for a new year. */
const STATE_FILES = {
  kcet: "kcet/kcet-2024-2025-r1-r3.csv.gz",
  comedk: "comedk/comedk-2025-round3-gm.json.gz",
  comedkColleges: "comedk/comedk-colleges-meta.csv.gz",
  keam: "keam/keam-2026-phases-1-2.json.gz",
  wbjee: "wbjee/wbjee-2026-rounds-1-3.json.gz",
  acpc: "gujcet/gujcet-acpc-2025.json.gz",
  ojee: "ojee/ojee-2025-btech-jeemain.json.gz",
};
/** COMEDK's file says neither: its notice of 22-08-2025 is after round 3. */
const COMEDK_YEAR = 2025;
const COMEDK_ROUND = 3;

export function readStateSources(from: string): { reads: StateRead[]; fees: PublishedFee[] } {
  const has = (file: string) => existsSync(join(from, file));
  const at = (file: string) => join(from, file);
  const reads: StateRead[] = [];
  let fees: PublishedFee[] = [];
  if (has(STATE_FILES.kcet)) reads.push(readKcetRecords(readCsv(at(STATE_FILES.kcet))));
  if (has(STATE_FILES.comedk)) {
    const colleges = new Map<string, ComedkCollege>(
      readCsv(at(STATE_FILES.comedkColleges)).map((r) => [r.code, { name: r.name, city: r.city, type: r.type }]),
    );
    reads.push(readComedkFile(readJson(at(STATE_FILES.comedk)), { year: COMEDK_YEAR, round: COMEDK_ROUND, colleges }));
  }
  if (has(STATE_FILES.keam)) reads.push(readKeamRecords(readJson(at(STATE_FILES.keam)) as unknown[]));
  if (has(STATE_FILES.wbjee)) reads.push(...readWbjeeRecords(readJson(at(STATE_FILES.wbjee)) as unknown[]));
  if (has(STATE_FILES.acpc)) {
    const acpc = readAcpc(at(STATE_FILES.acpc));
    reads.push(acpc.engineering);
    fees = acpc.fees;
  }
  if (has(STATE_FILES.ojee)) reads.push(readOjeeRecords(readJson(at(STATE_FILES.ojee)) as unknown[]));
  return { reads, fees };
}
