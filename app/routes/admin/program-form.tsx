// /admin/add_program and /admin/program/{id}: a program with its image (previewed before upload) and its
// course rows (SPEC.md §5: image, every text field and each course's four fields required; the last course
// row cannot be removed). The image is sniffed and re-encoded to WebP on the server.
import { useCycle } from "../../lib/admissions-cycle.ts";
import { useState } from "react";
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { InputError } from "../../../domain/errors.ts";
import { REQUIRED } from "../../../domain/fields.ts";
import {
  MAX_IMAGE_BYTES,
  removeProgramImage,
  saveProgramImage,
} from "../../../domain/programs/program-image.server.ts";
import { programInputSchema } from "../../../domain/programs/programs.schema.ts";
import { createProgram, getProgramById, updateProgram } from "../../../domain/programs/programs.server.ts";
import { CourseRows } from "../../components/admin/course-rows.tsx";
import { AdminForm, FormFrame, SaveButton, Section } from "../../components/admin/form-kit.tsx";
import { type FieldMeta, TextField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { Field, inputClass } from "../../components/ui/field.tsx";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, refuse, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/program-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) return { program: null };
  const program = await getProgramById(context.get(dbContext), params.id);
  if (!program) throw data(null, { status: 404 });
  return { program };
}

const FAILED = "Error submitting form.";

/** A new program needs an image; a corrected one keeps its image unless another is chosen. */
const needImage =
  (isNew: boolean) =>
  (form: FormData): Record<string, string> => {
    const file = form.get("image");
    return isNew && !(file instanceof File && file.size > 0) ? { image: REQUIRED } : {};
  };

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  // The body is not limited before it reaches us: refuse a huge one before reading it.
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_IMAGE_BYTES + 200_000) {
    return refuse(FAILED, 413, undefined, { image: "The image must be at most 5 MB." });
  }
  const form = await request.formData();
  const id = params.id;
  const submission = readAdminForm(form, programInputSchema, needImage(!id));
  // Check the text first, so a refused form does not leave an orphaned image behind.
  const file = form.get("image");
  let image: string | undefined;
  if (submission.status === "success" && file instanceof File && file.size > 0) {
    try {
      image = await saveProgramImage(db, Buffer.from(await file.arrayBuffer()));
    } catch (err) {
      if (err instanceof InputError) return refuse(FAILED, 400, submission, err.fields);
      throw err;
    }
  }
  const result = await saveForm(
    submission,
    (input) =>
      auditedSave(db, auditActor(context), "program", id, getProgramById, (tx) =>
        id ? updateProgram(tx, id, input, image) : createProgram(tx, input, image!),
      ),
    { saved: id ? "Changes saved." : "Program submitted successfully!", failed: FAILED, redirectTo: "/admin/program" },
    context.get(loggerContext),
  );
  if (image && !result.data.ok) await removeProgramImage(db, image);
  return result;
}

const courseFields = (applicationDate: string) => [
  { key: "course", label: "Course" },
  { key: "fees", label: "Fees", placeholder: "₹1,20,000" },
  { key: "eligibility", label: "Eligibility" },
  { key: "applicationDate", label: "Application date", placeholder: applicationDate },
];

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "Error submitting form.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function ProgramForm({ loaderData, actionData }: Route.ComponentProps) {
  const p = loaderData.program;
  const [preview, setPreview] = useState<string | null>(null);
  const [form, fields] = useAdminForm(programInputSchema, actionData, { defaultValue: p, check: needImage(!p) });
  const { intakeYear } = useCycle().cycle;
  // The image is a file beside the schema's text fields, checked by needImage and on the server.
  const image = (fields as unknown as Record<"image", FieldMeta>).image;
  const shown = preview ?? (p ? `/uploads/${p.image}` : null);
  return (
    <FormFrame
      title={p ? "Edit Program" : "Add Program"}
      backTo="/admin/program"
      backLabel="Program list"
      intro="A tile of the home page's program grid and its /Programe-course/{id} page."
    >
      <AdminForm form={form} answer={actionData} encType="multipart/form-data">
        <Section title="Program">
          <TextField field={fields.name} label="Program name" />
          <TextField field={fields.title} label="Title" />
          <TextField field={fields.bannerHeading} label="Banner heading" />
          <TextField field={fields.bannerSubHeading} label="Banner sub-heading" />
        </Section>
        <Section title="Image">
          <Field id={image.id} label={p ? "Image (choose one to replace it)" : "Image"} error={image.errors}>
            {(aria) => (
              <input
                {...aria}
                name={image.name}
                type="file"
                required={!p}
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (!file) return setPreview(null);
                  // A data: address, because the page's Content-Security-Policy allows no blob: images.
                  const reader = new FileReader();
                  reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
                  reader.readAsDataURL(file);
                }}
                className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
              />
            )}
          </Field>
          <TextField
            field={fields.imageAlt}
            label="Image description (alt text)"
            placeholder="The program's name when left empty"
          />
          {shown ? (
            <figure className="sm:col-span-2">
              <img
                src={shown}
                alt="Preview of the chosen file"
                className="max-h-48 rounded-lg border border-slate-200 object-contain"
                data-testid="image-preview"
              />
              <figcaption className="mt-1 text-xs text-slate-600">
                JPEG, PNG, WebP or AVIF, at most 5 MB; stored as WebP.
              </figcaption>
            </figure>
          ) : null}
        </Section>
        <fieldset className="mt-6">
          <legend className="mb-3 text-base font-bold text-brand-900">Courses</legend>
          <CourseRows form={form} list={fields.courses} fields={courseFields(`31 May ${intakeYear}`)} />
        </fieldset>
        <SaveButton label={p ? "Save changes" : "Submit"} />
      </AdminForm>
    </FormFrame>
  );
}
