// The one way a page reads its address (decision 045). Each parameter has its own zod schema; a value that
// fails it is dropped, so the page shows as if it were not there (an address is never an error page), and is
// named in `invalid` with the schema's message, which a page with a form shows beside that field. The REST
// API reads the same schemas but answers 400 (its clients send what they mean). Safe in the browser.
import type { z } from "zod";

type Fields = Record<string, z.ZodType>;

export interface ReadQuery<F extends Fields> {
  /** The parameters present and valid, parsed */
  values: { [K in keyof F]?: Exclude<z.output<F[K]>, undefined> };
  /** Each parameter present but invalid, with its schema's message */
  invalid: { [K in keyof F]?: string };
}

/** What a page with a form says of the values it left out: "Not understood in the address, so left out: …". */
export function leftOutNote(invalid: Record<string, string | undefined>): string | undefined {
  const named = Object.entries(invalid).map(([name, message]) => `${name} (${message})`);
  return named.length ? `Not understood in the address, so left out: ${named.join(", ")}.` : undefined;
}

/** A reader of `fields` from an address's parameters (a repeated parameter: its first value; an empty one: absent). */
export function queryReader<F extends Fields>(fields: F) {
  return (params: URLSearchParams): ReadQuery<F> => {
    const values: Record<string, unknown> = {};
    const invalid: Record<string, string> = {};
    for (const [name, schema] of Object.entries(fields)) {
      const raw = params.get(name);
      // An empty field of a GET form (?year=) asks for nothing.
      if (raw === null || raw.trim() === "") continue;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) invalid[name] = parsed.error.issues[0]?.message ?? "Not understood.";
      else if (parsed.data !== undefined) values[name] = parsed.data;
    }
    return { values, invalid } as ReadQuery<F>;
  };
}
