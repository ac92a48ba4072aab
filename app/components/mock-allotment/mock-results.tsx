// A mock allotment's answer: the choice held after each round (a table that becomes cards on phones, decision
// 027), then each choice round by round with the published closing that decided it and its source line.
import { Link } from "react-router";
import type { MockAllotmentResult, MockStatus } from "../../../domain/cutoffs/mock-allotment.server.ts";
import { textLink } from "../content/content-links.ts";

const STATUS: Record<MockStatus, string> = {
  admitted: "Admitted",
  missed: "Missed",
  "not-in-round": "Not offered this round",
  "closed-to-you": "Not open to you",
};

export function MockResults({ result }: { result: MockAllotmentResult }) {
  const named = (preference: number | null) => {
    if (preference === null) return "No seat";
    const c = result.choices[preference - 1];
    return `${preference}. ${c.program.name}, ${c.institution.name}`;
  };
  const final = result.final;
  return (
    <section aria-labelledby="rounds-heading" className="mt-10">
      <h2 id="rounds-heading" className="text-xl font-bold text-brand-900">
        Your mock allotment over {result.exam.source} {result.year}
      </h2>
      <p className="mt-2 text-slate-800" data-testid="final">
        After the last round: <strong>{named(final)}</strong>.
      </p>
      <table className="card-table mt-4 w-full text-left text-sm" data-testid="rounds">
        <caption className="sr-only">The choice held after each round</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Round
            </th>
            <th scope="col" className="py-2 pr-3">
              You hold
            </th>
            <th scope="col" className="py-2">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rounds.map((r) => (
            <tr key={r.round} className="border-b border-slate-200" data-testid="round-row">
              <th scope="row" className="card-title py-2 pr-3 font-semibold">
                {r.roundLabel}
              </th>
              <td data-label="You hold" className="py-2 pr-3">
                {named(r.held)}
              </td>
              <td data-label="Source" className="py-2">
                {r.source}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-10 text-xl font-bold text-brand-900">Each choice, round by round</h2>
      <ol className="mt-3 space-y-4">
        {result.choices.map((c) => (
          <li key={c.choice} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="choice-rounds">
            <h3 className="font-semibold text-slate-900">
              {c.preference}. {c.program.name},{" "}
              {c.institution.slug ? (
                <Link to={`/college/${c.institution.slug}`} className={textLink}>
                  {c.institution.name}
                </Link>
              ) : (
                c.institution.name
              )}
            </h3>
            {c.note ? (
              <p className="mt-2 text-slate-700">{c.note}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {c.rounds.map((r) => (
                  <li key={r.round}>
                    <strong>{STATUS[r.status]}</strong>: {r.reason}{" "}
                    <span className="text-slate-600">({result.rounds[r.round - 1].source})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-bold text-brand-900">Read this before you trust it</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {result.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
        <li>{result.method.caveats[0]}</li>
      </ul>
      <p className="mt-3">
        <Link to="/college-predictor/methodology#mock-allotment" className={textLink}>
          How the mock allotment is worked out
        </Link>
      </p>
    </section>
  );
}
