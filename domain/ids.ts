// Every table's key is a random UUID (docs/decisions/003). Anything else never reaches SQL, where
// PostgreSQL would answer a malformed uuid with an error instead of "not found".
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
