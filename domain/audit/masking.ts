// What the audit trail may keep of personal data (decision 060): enough for staff to tell records apart,
// never enough to reach a student. Emails keep their first letter and domain, phone numbers their last two
// digits, students' names their initial. Pure and safe in the browser.

/** How a field's values are masked in the trail; fields not named are kept as they are (then swept by maskText). */
type Masking = "email" | "phone" | "name" | "secret";

export type FieldMasks = Record<string, Masking>;

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length < 2 ? "***" : `******${digits.slice(-2)}`;
}

export function maskName(name: string): string {
  const initial = name.trim()[0];
  return initial ? `${initial.toUpperCase()}.` : "";
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A phone number written anywhere: ten or more digits, with an optional +91 and spaces or dashes between. */
const PHONE = /\+?\d(?:[\s-]?\d){9,}/g;

/**
 * The last guard: any email or phone number inside free text (a search typed into the enquiry filter, a
 * note) is masked too, so a field nobody thought of cannot carry a student's contact into the trail.
 */
export function maskText(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone);
}

function masked(value: unknown, how: Masking | undefined): unknown {
  if (value === null || value === undefined || value === "") return value ?? null;
  if (how === "secret") return "(hidden)";
  if (typeof value === "string") {
    if (how === "email") return maskEmail(value);
    if (how === "phone") return maskPhone(value);
    if (how === "name") return maskName(value);
    return maskText(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => masked(item, how));
  if (typeof value === "object") return maskValues(value as Record<string, unknown>, {});
  return value;
}

/** Every value of a record masked by `masks`, and free text swept by maskText. */
export function maskValues(record: Record<string, unknown>, masks: FieldMasks): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, masked(value, masks[key])]));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between two versions of a record, each as { before, after }, masked. A created
 * record is diffed from {}, a deleted one to {}. Dates compare by their moment.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  { mask = {} }: { mask?: FieldMasks } = {},
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, now] = [masked(before[field], undefined), masked(after[field], undefined)];
    if (same(was, now)) continue;
    changes[field] = { before: masked(before[field], mask[field]), after: masked(after[field], mask[field]) };
  }
  return changes;
}
