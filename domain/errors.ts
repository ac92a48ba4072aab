// Input that passed its schema but breaks a rule only the database can check (a stream's course must
// belong to its college). Callers turn it into a 400 with the same per-field messages as schema errors.
export class InputError extends Error {
  fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? "Invalid input");
    this.fields = fields;
  }
}
