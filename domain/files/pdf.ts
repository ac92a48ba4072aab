// A PDF someone outside the portal sends (a claim's letter on letterhead, an institution's brochure): read by
// its bytes, never by its name or the type the browser gives, so an HTML page named letter.pdf is refused.
import { InputError } from "../errors.ts";

/** The PDF's form field and what the person calls it ("letter"), for the messages on that field. */
export interface PdfField {
  field: string;
  what: string;
  maxBytes: number;
}

export function checkPdf(bytes: Buffer, { field, what, maxBytes }: PdfField): Buffer {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  if (bytes.length === 0) throw new InputError({ [field]: `Please attach the ${what} as a PDF.` });
  if (bytes.length > maxBytes) {
    throw new InputError({ [field]: `The ${what} must be a PDF of at most ${megabytes} MB.` });
  }
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new InputError({ [field]: `This file is not a PDF. Please attach the ${what} as a PDF.` });
  }
  return bytes;
}
