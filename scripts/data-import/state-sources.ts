// The state counselling files of ../shared/data, each read by its own module; a file that is not there is
// skipped (an older copy of the shared data, or the test fixtures of one body).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type PublishedFee, readAcpc } from "./acpc.ts";
import { readComedk } from "./comedk.ts";
import { readKcet } from "./kcet.ts";
import { readKeam } from "./keam.ts";
import { readOjee } from "./ojee.ts";
import type { StateRead } from "./state-rows.ts";
import { readWbjee } from "./wbjee.ts";

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
const COMEDK_YEAR = 2025;

export function readStateSources(from: string): { reads: StateRead[]; fees: PublishedFee[] } {
  const has = (file: string) => existsSync(join(from, file));
  const at = (file: string) => join(from, file);
  const reads: StateRead[] = [];
  let fees: PublishedFee[] = [];
  if (has(STATE_FILES.kcet)) reads.push(readKcet(at(STATE_FILES.kcet), join(import.meta.dirname, "kcet-branches.csv")));
  if (has(STATE_FILES.comedk))
    reads.push(readComedk(at(STATE_FILES.comedk), at(STATE_FILES.comedkColleges), COMEDK_YEAR));
  if (has(STATE_FILES.keam)) reads.push(readKeam(at(STATE_FILES.keam)));
  if (has(STATE_FILES.wbjee)) reads.push(...readWbjee(at(STATE_FILES.wbjee)));
  if (has(STATE_FILES.acpc)) {
    const acpc = readAcpc(at(STATE_FILES.acpc));
    reads.push(acpc.engineering);
    fees = acpc.fees;
  }
  if (has(STATE_FILES.ojee)) reads.push(readOjee(at(STATE_FILES.ojee)));
  return { reads, fees };
}
