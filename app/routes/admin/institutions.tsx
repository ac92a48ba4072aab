// /admin/institutions: what institutions ask of the editors (decision 059). Claims without a matching email
// wait here with their letter, to accept (the person is mailed a link to sign in) or refuse with a reason;
// representatives' changes wait beside what pages show now, field by field (photos and a brochure as
// themselves, at the editors' own address: they are not public before this), to publish or reject with a reason.
import { data, Form } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { InputError } from "../../../domain/errors.ts";
import { claimsAwaitingEditor, decideClaim } from "../../../domain/institution-claims/claims.server.ts";
import { type ChangeRow, changesAwaitingEditor, decideChange } from "../../../domain/institution-facts/facts.server.ts";
import { FACT_LABELS } from "../../components/institutions/institution-published.tsx";
import { filesNamed, type InstitutionPhoto, privateAddress } from "../../../domain/institution-facts/media.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { dayInIndiaText } from "../../../domain/clock.ts";
import { rupees } from "../../../domain/rupees.ts";
import type { Route } from "./+types/institutions";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [claims, changes] = await Promise.all([claimsAwaitingEditor(db), changesAwaitingEditor(db)]);
  return { claims, changes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const reason = String(form.get("reason") ?? "");
  const by = auditActor(context);
  try {
    if (intent === "accept-claim" || intent === "refuse-claim") {
      const accept = intent === "accept-claim";
      const done = await decideClaim(db, id, { accept, by, reason }, context.get(requestInfoContext).siteUrl);
      if (!done) return data({ ok: false, message: "This claim was decided already." }, { status: 409 });
      return { ok: true, message: accept ? "Claim accepted: the link is on its way." : "Claim refused." };
    }
    if (intent === "publish" || intent === "reject") {
      const publish = intent === "publish";
      if (!(await decideChange(db, id, { publish, by, reason }))) {
        return data({ ok: false, message: "This change was decided already." }, { status: 409 });
      }
      return { ok: true, message: publish ? "Published." : "Change rejected." };
    }
  } catch (err) {
    if (err instanceof InputError) return data({ ok: false, message: err.message }, { status: 400 });
    throw err;
  }
  return data({ ok: false, message: "Unknown decision." }, { status: 400 });
}

const MONEY = new Set(["tuitionPerYear", "hostelPerYear", "messPerYear", "oneTimeFees"]);
const shownValue = (name: string, v: unknown) =>
  v === undefined || v === null || v === "" ? "—" : MONEY.has(name) ? rupees(Number(v)) : String(v);

/** A photo set or a brochure, as the editor opens it before anyone else can. */
function MediaShown({ kind, facts }: { kind: ChangeRow["kind"]; facts: Record<string, unknown> | null }) {
  if (!facts) return <p className="text-sm text-slate-600">None</p>;
  if (kind === "brochure") {
    return (
      <a
        href={privateAddress("/admin/institutions/files", String(facts.file))}
        className="font-semibold text-brand-700 underline"
      >
        Download the brochure (PDF, {Math.ceil(Number(facts.bytes) / 1024)} KB)
      </a>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {(facts.photos as InstitutionPhoto[]).map((photo, n) => (
        <img
          key={photo.file}
          src={privateAddress("/admin/institutions/files", photo.file)}
          alt={`${n + 1} of ${(facts.photos as InstitutionPhoto[]).length}`}
          width={photo.width}
          height={photo.height}
          className="h-32 w-auto rounded-lg"
        />
      ))}
    </div>
  );
}

function ChangeDiff({ change }: { change: ChangeRow }) {
  if (filesNamed(change.kind, change.facts).length) {
    return (
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-slate-600">Shown now</p>
          <MediaShown kind={change.kind} facts={change.shown} />
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-900">Sent</p>
          <MediaShown kind={change.kind} facts={change.facts} />
        </div>
      </div>
    );
  }
  // In the form's order; a field empty before and after says nothing.
  const names = Object.keys(FACT_LABELS).filter(
    (name) => shownValue(name, change.shown?.[name]) !== "—" || shownValue(name, change.facts[name]) !== "—",
  );
  return (
    <table data-phone="fits" className="mt-3 w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-3">
            Field
          </th>
          <th scope="col" className="py-1 pr-3">
            Shown now
          </th>
          <th scope="col" className="py-1">
            Sent
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const before = shownValue(name, change.shown?.[name]);
          const after = shownValue(name, change.facts[name]);
          return (
            <tr key={name} className={before === after ? "text-slate-600" : "bg-amber-50 font-semibold text-slate-900"}>
              <th scope="row" className="py-1 pr-3 font-normal">
                {FACT_LABELS[name] ?? name}
              </th>
              <td className="py-1 pr-3">{before}</td>
              <td className="py-1">{after}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Decide({ id, yes, no, noLabel }: { id: string; yes: [string, string]; no: string; noLabel: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <button name="intent" value={yes[0]} className="rounded-lg bg-green-700 px-4 py-2 font-semibold text-white">
          {yes[1]}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={id} />
        <label className="text-sm">
          <span className="block font-semibold text-slate-800">Reason (the sender reads it)</span>
          <input
            name="reason"
            required
            minLength={10}
            maxLength={500}
            className="mt-1 w-72 rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <button name="intent" value={no} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
          {noLabel}
        </button>
      </Form>
    </div>
  );
}

export default function Institutions({ loaderData, actionData }: Route.ComponentProps) {
  const { claims, changes } = loaderData;
  return (
    <>
      <title>Institutions · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Institutions</h1>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-3 rounded-lg p-3 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold text-slate-900">
        Claims waiting for a letter to be read ({claims.length})
      </h2>
      <ul className="mt-3 space-y-4">
        {claims.map((c) => (
          <li key={c.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{c.institutionName}</p>
            <p className="text-sm text-slate-700">
              {c.name}, {c.jobTitle}, {c.email}; sent {dayInIndiaText(c.createdAt)}.{" "}
              {c.website ? `The institution's website: ${c.website}.` : "No website held for this institution."}
            </p>
            <a
              href={`/admin/institutions/claim/${c.id}/letter`}
              className="mt-1 inline-block font-semibold text-brand-700 underline"
            >
              Download the letter (PDF, {Math.ceil(c.letterBytes / 1024)} KB)
            </a>
            <Decide id={c.id} yes={["accept-claim", "Accept and send the link"]} no="refuse-claim" noLabel="Refuse" />
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold text-slate-900">Changes waiting to be published ({changes.length})</h2>
      <ul className="mt-3 space-y-4">
        {changes.map((c) => (
          <li key={c.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">
              {c.institutionName}:{" "}
              {c.kind === "programme" ? `${String(c.facts.programme)}, ${String(c.facts.academicYear)}` : c.kind}
            </p>
            <p className="text-sm text-slate-700">
              Sent by {c.submittedByEmail} on {dayInIndiaText(c.createdAt)}.
            </p>
            <ChangeDiff change={c} />
            <Decide id={c.id} yes={["publish", "Publish"]} no="reject" noLabel="Reject" />
          </li>
        ))}
      </ul>
    </>
  );
}
