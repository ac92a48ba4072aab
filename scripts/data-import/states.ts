// The import's strict reading of a state: one spelling (domain/states.ts) or an error, so a state no reader
// knows never reaches a page unnoticed.
import { stateNamed } from "../../domain/states.ts";

/** The one spelling of a state or union territory; throws on a value that names none. */
export function canonicalState(state: string): string {
  const found = stateNamed(state);
  if (!found) throw new Error(`not a state or union territory of India: "${state}"`);
  return found;
}
