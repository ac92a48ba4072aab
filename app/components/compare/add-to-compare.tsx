// Adds a college to the comparison by its name: a GET form to /compare with the compared slugs, so it works
// from the first paint and without JavaScript. When the name fits several institutions, each is a link that
// adds that one.
import { Form, Link } from "react-router";
import type { CompareCandidate } from "../../../domain/institutions/compare-candidates.server.ts";

interface Props {
  compared: string[];
  /** The name typed, when it did not settle on one institution */
  asked?: string;
  candidates: (CompareCandidate & { href: string })[];
}

export function AddToCompare({ compared, asked, candidates }: Props) {
  return (
    <div className="mb-4">
      <Form method="get" action="/compare" className="flex max-w-lg gap-2" role="search" aria-label="Add a college">
        {compared.length ? <input type="hidden" name="c" value={compared.join(",")} /> : null}
        <label htmlFor="compare-add" className="sr-only">
          Add a college by its name
        </label>
        <input
          id="compare-add"
          name="add"
          type="search"
          defaultValue={asked}
          placeholder="Add a college by name, e.g. NIT Trichy"
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2"
        />
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-900">
          Add
        </button>
      </Form>
      {asked !== undefined ? (
        <div role="status" className="mt-2 text-sm text-slate-800">
          {candidates.length ? (
            <>
              <p>Which one did you mean?</p>
              <ul className="mt-1 space-y-1">
                {candidates.map((c) => (
                  <li key={c.slug}>
                    <Link to={c.href} className="font-semibold text-brand-700 underline">
                      Add {c.name}
                    </Link>
                    {c.place ? <span className="text-slate-600"> · {c.place}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              No college found for “{asked}”. Check the spelling, or try a shorter name or a short name such as IIT
              Delhi.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
