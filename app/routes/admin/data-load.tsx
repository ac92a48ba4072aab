// /admin/data/{id}: one loaded file: what it would change against the live rows of its year (rows added,
// changed, removed), the institutes it names that the portal does not know (with the closest institutions
// to pick from) and new programmes; Publish, Discard, or Roll back once it is live.
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { dbContext, loggerContext } from "#context";
import { loadedDate } from "../../../domain/cutoffs/exams.ts";
import {
  discardDataLoad,
  getDataLoad,
  publishDataLoad,
  rollBackDataLoad,
} from "../../../domain/data-loads/data-loads.server.ts";
import { loadName } from "../../../domain/data-loads/load-names.ts";
import { InputError } from "../../../domain/errors.ts";
import { SelectField } from "../../components/forms/select-field.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { auditActor } from "../../lib/audit-actor.server.ts";
import type { Route } from "./+types/data-load";

const loadId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = loadId(params.id);
  const load = id === undefined ? undefined : await getDataLoad(context.get(dbContext), id);
  if (!load) throw data(null, { status: 404 });
  return { load };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = loadId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const actor = auditActor(context);
  const by = actor.email;
  const form = await request.formData();
  const intent = form.get("intent");
  const log = context.get(loggerContext);
  try {
    if (intent === "publish") {
      const names = form.getAll("institute").map(String);
      const codes = form.getAll("pick").map(String);
      const picks = Object.fromEntries(names.map((name, i) => [name, codes[i] ?? ""]));
      const load = await publishDataLoad(db, id, picks, actor);
      log.info(`data load ${id} published: ${load.dataset} ${load.year}, ${load.rows} rows, by ${by}`);
      return { ok: true, message: `Published: ${loadName(load.dataset)} ${load.year} is now live.` };
    }
    if (intent === "rollback") {
      const load = await rollBackDataLoad(db, id, actor);
      log.info(`data load ${id} rolled back: ${load.dataset} ${load.year}, by ${by}`);
      return {
        ok: true,
        message: `Rolled back: the previous version of ${loadName(load.dataset)} ${load.year} is live again.`,
      };
    }
    if (intent === "discard") {
      if (!(await discardDataLoad(db, id, actor)))
        return data({ ok: false, message: "Only a staged load can be discarded." }, { status: 409 });
      return { ok: true, message: "Discarded: nothing was published." };
    }
  } catch (err) {
    if (err instanceof InputError) return data({ ok: false, message: Object.values(err.fields)[0] }, { status: 409 });
    throw err;
  }
  return data({ ok: false, message: "Unknown action." }, { status: 400 });
}

const day = (d: Date | string | null) => (d ? loadedDate(new Date(d).toISOString().slice(0, 10)) : "–");

export default function DataLoad({ loaderData: { load }, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData) toast(actionData.message, actionData.ok ? "success" : "error");
  }, [actionData, toast]);
  const p = load.preview;
  const title = `${loadName(load.dataset)} ${load.year}`;
  const button = "rounded-lg px-4 py-2 font-semibold disabled:opacity-60";
  return (
    <>
      <title>{`${title} · Data · Admin`}</title>
      <Link to="/admin/data" className="text-sm font-semibold text-brand-700 underline">
        Data
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-700" data-testid="load-status">
        {load.fileName} · {load.rows.toLocaleString("en-IN")} rows · rounds {load.rounds.join(", ")} · uploaded{" "}
        {day(load.uploadedAt)} by {load.uploadedBy} · status: <strong>{load.status}</strong>
        {load.publishedAt ? ` · published ${day(load.publishedAt)} by ${load.publishedBy}` : ""}
        {load.rolledBackAt ? ` · rolled back ${day(load.rolledBackAt)} by ${load.rolledBackBy}` : ""}
      </p>
      <p className="mt-1 break-all text-xs text-slate-600">sha256 {load.sha256}</p>
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className="mt-3 font-semibold" data-testid="load-message">
          {actionData.message}
        </p>
      ) : null}

      {p ? (
        <section aria-labelledby="preview-heading" className="mt-6">
          <h2 id="preview-heading" className="text-lg font-bold text-brand-900">
            Against what was live for {load.year} when checked
          </h2>
          <dl className="mt-2 grid max-w-xl grid-cols-2 gap-2 sm:grid-cols-5" data-testid="preview-counts">
            {(
              [
                ["Added", p.added],
                ["Changed", p.changed],
                ["Removed", p.removed],
                ["Unchanged", p.unchanged],
                // Only JoSAA publishes preparatory-course ranks.
                ...(load.dataset === "josaa" ? ([["Preparatory", p.preparatory]] as const) : []),
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-2">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-lg font-bold">{n.toLocaleString("en-IN")}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            Rows per round:{" "}
            {p.rowsPerRound.map((r) => `round ${r.round}: ${r.rows.toLocaleString("en-IN")}`).join(" · ")}.
            {load.dataset === "josaa"
              ? " Preparatory-course ranks are kept apart and never compared with other ranks."
              : null}
          </p>
        </section>
      ) : null}

      <Form method="post" className="mt-6 max-w-3xl">
        {load.unmatched && load.unmatched.institutes.length > 0 ? (
          <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-lg font-bold text-brand-900">Institutes not recognised</legend>
            <p className="text-sm text-slate-700">
              Pick the institution each one is, or leave it unlinked: its cut-offs still count in the predictor under
              the printed name.
            </p>
            {load.unmatched.institutes.map((u, i) => (
              <div key={u.name} className="mt-3">
                <input type="hidden" name="institute" value={u.name} />
                <SelectField
                  id={`pick-${i}`}
                  name="pick"
                  label={
                    <>
                      {u.name} <span className="font-normal text-slate-600">({u.rows} rows)</span>
                    </>
                  }
                  disabled={load.status !== "staged"}
                  defaultValue={load.picks[u.name] ?? ""}
                  empty="Load unlinked"
                  options={u.candidates.map((c) => ({
                    value: c.code,
                    label: `${c.name}${c.state ? `, ${c.state}` : ""} (${c.code})`,
                  }))}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        {load.unmatched && load.unmatched.programmes.length > 0 ? (
          <div className="mt-4 text-sm text-slate-700">
            <p className="font-semibold">New programmes (added on publish):</p>
            <ul className="list-disc pl-5">
              {load.unmatched.programmes.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {load.status === "staged" ? (
            <>
              <button
                type="submit"
                name="intent"
                value="publish"
                disabled={busy}
                className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Publish {title}
              </button>
              <button
                type="submit"
                name="intent"
                value="discard"
                disabled={busy}
                className={`${button} border border-slate-300 text-slate-800`}
              >
                Discard
              </button>
            </>
          ) : null}
          {load.status === "published" ? (
            <button
              type="submit"
              name="intent"
              value="rollback"
              disabled={busy}
              className={`${button} border border-red-300 text-red-800`}
            >
              Roll back {title}
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
