// The choice list in order of preference, each with Move up, Move down and Remove as links to the new address,
// and the search's programmes, each with an Add link: the whole list is edited without JavaScript.
import { Link } from "react-router";
import type { ChoiceFound, ChoiceNamed } from "../../../domain/cutoffs/mock-choices.server.ts";
import { textLink } from "../content/content-links.ts";
import { FieldError } from "../ui/field.tsx";
import { type MockAddressValues, mockAddress, moved } from "./address.ts";

const action = `${textLink} inline-block py-1`;

export function ChoiceList({
  values,
  choices,
  error,
}: {
  values: MockAddressValues;
  choices: ChoiceNamed[];
  error?: string;
}) {
  const keys = choices.map((c) => c.choice);
  return (
    <section aria-labelledby="choices-heading" className="mt-8">
      <h2 id="choices-heading" className="text-xl font-bold text-brand-900">
        Your choices, best first ({choices.length})
      </h2>
      <FieldError id="c-error" error={error} />
      {choices.length === 0 ? (
        <p className="mt-2 text-slate-700">No choice yet: search for a programme above and add it.</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="choice-list">
          {choices.map((c, i) => (
            <li key={c.choice} className="rounded-lg border border-slate-200 bg-white p-3" data-testid="choice">
              <p>
                <span className="font-semibold">{i + 1}. </span>
                {c.institution ? (
                  <>
                    <span className="font-semibold">{c.program ?? "Unknown programme"}</span>, {c.institution}
                  </>
                ) : (
                  <span>Unknown choice {c.choice}</span>
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4">
                {i > 0 ? (
                  <Link
                    to={mockAddress(values, moved(keys, i, -1), "#choices-heading")}
                    className={action}
                    preventScrollReset
                  >
                    Move up
                    <span className="sr-only">
                      {" "}
                      {c.program}, {c.institution}
                    </span>
                  </Link>
                ) : null}
                {i < choices.length - 1 ? (
                  <Link
                    to={mockAddress(values, moved(keys, i, 1), "#choices-heading")}
                    className={action}
                    preventScrollReset
                  >
                    Move down
                    <span className="sr-only">
                      {" "}
                      {c.program}, {c.institution}
                    </span>
                  </Link>
                ) : null}
                <Link
                  to={mockAddress(
                    values,
                    keys.filter((k) => k !== c.choice),
                    "#choices-heading",
                  )}
                  className={action}
                  preventScrollReset
                >
                  Remove
                  <span className="sr-only">
                    {" "}
                    {c.program}, {c.institution}
                  </span>
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SearchResults({
  values,
  choices,
  found,
}: {
  values: MockAddressValues;
  choices: ChoiceNamed[];
  found: ChoiceFound[];
}) {
  const keys = choices.map((c) => c.choice);
  return (
    <section aria-labelledby="found-heading" className="mt-8">
      <h2 id="found-heading" className="text-xl font-bold text-brand-900">
        Programmes matching “{values.q}”
      </h2>
      {found.length === 0 ? (
        <p className="mt-2 text-slate-700">No programme of this exam's counselling matches these words.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="found">
          {found.map((f) => (
            <li
              key={f.choice}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span>
                <span className="font-semibold">{f.program}</span>, {f.institution}
                {f.state ? ` (${f.state})` : ""}
              </span>
              {keys.includes(f.choice) ? (
                <span className="text-sm text-slate-600">In your list</span>
              ) : (
                <Link
                  to={mockAddress(values, [...keys, f.choice], "#choices-heading")}
                  className={action}
                  preventScrollReset
                >
                  Add
                  <span className="sr-only">
                    {" "}
                    {f.program}, {f.institution}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
