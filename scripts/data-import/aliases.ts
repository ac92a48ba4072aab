// The hand-checked alias table: records that normalised matching does not join (or must not join), each
// checked by hand against the AISHE directory. A blank AISHE code keeps the record unmatched on purpose.
import { readCsv } from "./read-files.ts";

export interface Alias {
  source: string;
  sourceKey: string;
  aisheCode: string;
  note: string;
}

export function readAliases(path: string): Map<string, Alias> {
  const aliases = new Map<string, Alias>();
  for (const row of readCsv(path)) {
    const alias = { source: row.source, sourceKey: row.source_key, aisheCode: row.aishe_code, note: row.note };
    aliases.set(aliasKey(alias.source, alias.sourceKey), alias);
  }
  return aliases;
}

/** How a record is looked up: AICTE by its id, NMC by the college's name, NIRF by its institution id or name. */
export function aliasKey(source: string, sourceKey: string): string {
  return `${source}|${sourceKey.trim().toLowerCase()}`;
}

/** NIRF ids the table keeps as institutions of their own (a blank AISHE code), upper-case ("N-353"). */
export function nirfIdsKeptApart(aliases: Map<string, Alias>): Set<string> {
  return new Set(
    [...aliases.values()]
      .filter((alias) => alias.source === "NIRF" && !alias.aisheCode && /^[A-Z]-\d+$/i.test(alias.sourceKey))
      .map((alias) => alias.sourceKey.toUpperCase()),
  );
}
