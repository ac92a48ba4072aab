// /admin/data: staff load the official file a counselling body published (JoSAA's, the CET Cell's, a state body's),
// see which year of each dataset the portal holds and whether a newer one is due, and every version loaded.
// The upload is checked and staged here; /admin/data/{id} previews it and publishes or rolls it back.
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { dbContext, loggerContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { loadedDate } from "../../../domain/cutoffs/exams.ts";
import { DATASET_NAMES } from "../../../domain/data-freshness/data-freshness.ts";
import { dataFreshness } from "../../../domain/data-freshness/data-freshness.server.ts";
import {
  listDataLoads,
  stageDataFile,
  type UploadableDataset,
  uploadableDatasets,
} from "../../../domain/data-loads/data-loads.server.ts";
import { loadName, UPLOAD_FILES } from "../../../domain/data-loads/load-names.ts";
import { DataFileError } from "../../../domain/data-loads/josaa-file.ts";
import { MAX_DATA_FILE_BYTES } from "../../../domain/data-loads/read-upload.ts";
import { InputError } from "../../../domain/errors.ts";
import { SelectField } from "../../components/forms/select-field.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { auditActor } from "../../lib/audit-actor.server.ts";
import type { Route } from "./+types/data";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [freshness, loads] = await Promise.all([dataFreshness(db, todayInIndia()), listDataLoads(db)]);
  return { freshness, loads };
}

const NOT_LOADED = "The file was not loaded; nothing has changed.";

export async function action({ request, context }: Route.ActionArgs) {
  // The body is not limited to this before it reaches us (server/plugins/site.ts allows a little more).
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_DATA_FILE_BYTES + 64 * 1024) {
    return data({ ok: false, message: NOT_LOADED, problems: ["The file is larger than 20 MB."] }, { status: 413 });
  }
  const form = await request.formData();
  const file = form.get("file");
  const dataset = String(form.get("dataset"));
  if (!uploadableDatasets.includes(dataset as UploadableDataset))
    return data({ ok: false, message: NOT_LOADED, problems: ["Choose which dataset the file is."] }, { status: 400 });
  if (!(file instanceof File) || file.size === 0)
    return data({ ok: false, message: NOT_LOADED, problems: ["Choose the official file to upload."] }, { status: 400 });
  const actor = auditActor(context);
  const by = actor.email;
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const load = await stageDataFile(
      context.get(dbContext),
      dataset as UploadableDataset,
      { name: file.name, bytes },
      actor,
    );
    context
      .get(loggerContext)
      .info(`data load ${load.id} staged: ${dataset} ${load.year}, ${load.rows} rows, by ${by}`);
    return redirect(`/admin/data/${load.id}`);
  } catch (err) {
    if (err instanceof DataFileError)
      return data({ ok: false, message: NOT_LOADED, problems: err.problems }, { status: 400 });
    if (err instanceof InputError)
      return data({ ok: false, message: NOT_LOADED, problems: Object.values(err.fields) }, { status: 409 });
    throw err;
  }
}

const STATUS_LABELS: Record<string, string> = {
  staging: "Being checked",
  staged: "Ready to publish",
  published: "Live",
  superseded: "Replaced by a later load",
  "rolled-back": "Rolled back",
  discarded: "Discarded",
};

const day = (d: Date | string | null) => (d ? loadedDate(new Date(d).toISOString().slice(0, 10)) : "–");

const DATASETS = Object.entries(UPLOAD_FILES).map(([value, { label }]) => ({ value, label }));

export default function DataLoads({ loaderData: { freshness, loads }, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData && !actionData.ok) toast(actionData.message, "error");
  }, [actionData, toast]);
  return (
    <>
      <title>Data · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Data</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Load the official file a counselling body published. It is checked and previewed against what is live; nothing
        changes for visitors until you publish it, and a published version can be rolled back.
      </p>

      <section aria-labelledby="held-heading" className="mt-6">
        <h2 id="held-heading" className="text-lg font-bold text-brand-900">
          Years held
        </h2>
        <ul className="mt-2 space-y-1 text-sm" data-testid="data-freshness">
          {freshness.map((f) => (
            <li key={f.dataset}>
              <strong>{DATASET_NAMES[f.dataset]}</strong>: latest held {f.latestYear ?? "none"}
              {f.note ? <span className="text-amber-900"> · {f.note}</span> : " · up to date"}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="upload-heading"
        className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="upload-heading" className="text-lg font-bold text-brand-900">
          Load an official file
        </h2>
        <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
          <SelectField
            name="dataset"
            label="Dataset"
            className="grid gap-1"
            labelClassName="text-sm font-semibold text-slate-800"
            defaultValue="josaa"
            options={DATASETS}
          />
          <label className="grid gap-1 text-sm font-semibold text-slate-800">
            File (CSV or JSON, gzipped or not, at most 20 MB)
            <input
              name="file"
              type="file"
              required
              accept=".csv,.json,.gz,text/csv,application/json,application/gzip"
              className={inputClass}
            />
          </label>
          <details className="text-xs text-slate-600">
            <summary className="cursor-pointer">Each file&apos;s columns</summary>
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(UPLOAD_FILES).map(([value, { label, columns }]) => (
                <li key={value}>
                  {label.replace(/ \(.*$/, "")}: {columns}.
                </li>
              ))}
            </ul>
          </details>
          <p className="text-xs text-slate-600">
            One year per file, every round published so far. KEA&apos;s file is CSV; COMEDK&apos;s, CEE Kerala&apos;s,
            WBJEEB&apos;s, ACPC&apos;s and OJEE&apos;s are JSON, as they publish them.
          </p>
          <button
            type="submit"
            disabled={busy}
            className="justify-self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? "Checking…" : "Upload and check"}
          </button>
        </Form>
        {actionData && !actionData.ok ? (
          <div
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            data-testid="upload-problems"
          >
            <p className="font-semibold">{actionData.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {actionData.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="versions-heading" className="mt-6">
        <h2 id="versions-heading" className="text-lg font-bold text-brand-900">
          Versions loaded
        </h2>
        {loads.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No file loaded by staff yet: every figure is the data bundled with the release.
          </p>
        ) : (
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" data-phone="swipe">
              <ColumnHeads
                names={["Dataset and year", "File", "Rows", "Status", "Uploaded", "Published"]}
                className="bg-slate-50 text-slate-700"
                cellClassName="px-3 py-2"
              />
              <tbody>
                {loads.map((l) => (
                  <tr key={l.id} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      <Link to={`/admin/data/${l.id}`} className="text-brand-700 underline">
                        {loadName(l.dataset)} {l.year}
                      </Link>
                    </th>
                    <td className="max-w-48 truncate px-3 py-2">{l.fileName}</td>
                    <td className="px-3 py-2">{l.rows.toLocaleString("en-IN")}</td>
                    <td className="px-3 py-2">{STATUS_LABELS[l.status]}</td>
                    <td className="px-3 py-2">
                      {day(l.uploadedAt)} by {l.uploadedBy}
                    </td>
                    <td className="px-3 py-2">{l.publishedAt ? `${day(l.publishedAt)} by ${l.publishedBy}` : "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
