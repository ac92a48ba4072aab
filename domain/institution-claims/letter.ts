// The letter on letterhead a claim without a matching email sends: a PDF of at most 5 MB, read by its bytes
// (domain/files/pdf.ts).
import { checkPdf } from "../files/pdf.ts";

export const MAX_LETTER_BYTES = 5 * 1024 * 1024;

export function checkLetter(bytes: Buffer): Buffer {
  return checkPdf(bytes, { field: "letter", what: "letter", maxBytes: MAX_LETTER_BYTES });
}
