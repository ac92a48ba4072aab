// The letter on letterhead a claim without a matching email sends: a PDF of at most 5 MB. The bytes are
// read, not the name or the type the browser gives: an HTML page named letter.pdf is refused.
import { InputError } from "../errors.ts";

export const MAX_LETTER_BYTES = 5 * 1024 * 1024;

export function checkLetter(bytes: Buffer): Buffer {
  if (bytes.length === 0) throw new InputError({ letter: "Please attach the letter as a PDF." });
  if (bytes.length > MAX_LETTER_BYTES) throw new InputError({ letter: "The letter must be a PDF of at most 5 MB." });
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new InputError({ letter: "This file is not a PDF. Please attach the letter as a PDF." });
  }
  return bytes;
}
