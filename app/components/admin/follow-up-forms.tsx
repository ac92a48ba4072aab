// The follow-up forms of an enquiry's page, each a checked form (the one form pipeline) with its own schema and
// `intent`; the action's answer goes back to the form that was sent. A refusal (no consent, outside calling
// hours, the weekly limit) shows on the form, or on the next call's field, in the words the domain gave.
import {
  assignFormSchema,
  callOutcomes,
  leadStatuses,
  callFormSchema,
  noteFormSchema,
  OUTCOME_LABEL,
  scheduleFormSchema,
  STATUS_LABEL,
  statusFormSchema,
} from "../../../domain/leads/follow-up.schema.ts";
import { Form } from "react-router";
import type { FollowUpAnswer, FollowUpIntent } from "../../lib/lead-follow-up.server.ts";
import { CheckedForm, ChoiceField, type FormMeta, TextField } from "../forms/checked-form.tsx";
import { type FormSchema, useCheckedForm } from "../forms/use-checked-form.ts";

type Answer = FollowUpAnswer | { ok: false; message: string } | undefined;

function useFollowUpForm<S extends FormSchema>(
  schema: S,
  intent: FollowUpIntent,
  answer: Answer,
  defaultValue?: Record<string, string>,
) {
  const mine = answer && "intent" in answer && answer.intent === intent;
  return useCheckedForm(schema, mine ? answer.reply : undefined, { defaultValue });
}

const button =
  "rounded-lg bg-brand-700 px-4 py-2 text-sm font-bold text-white shadow-sm hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-60";

function Frame({
  form,
  intent,
  title,
  children,
}: {
  form: FormMeta;
  intent: FollowUpIntent;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <CheckedForm form={form} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      {form.errors ? (
        <p
          role="alert"
          data-testid={`${intent}-refused`}
          className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {form.errors}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3">{children}</div>
    </CheckedForm>
  );
}

const statusOptions = leadStatuses.map((s) => ({ value: s, label: STATUS_LABEL[s] }));
const outcomeOptions = callOutcomes.map((o) => ({ value: o, label: OUTCOME_LABEL[o] }));

export function StatusForm({ answer, status }: { answer: Answer; status: string }) {
  const [form, fields] = useFollowUpForm(statusFormSchema, "status", answer, { status });
  return (
    <Frame form={form} intent="status" title="Status">
      <ChoiceField field={fields.status} label="Status" options={statusOptions} />
      <button type="submit" className={button}>
        Change status
      </button>
    </Frame>
  );
}

interface AssignProps {
  answer: Answer;
  staff: { id: string; email: string }[];
  assignedTo: string | null;
}

export function AssignForm({ answer, staff, assignedTo }: AssignProps) {
  const [form, fields] = useFollowUpForm(assignFormSchema, "assign", answer, { assignee: assignedTo ?? "" });
  return (
    <Frame form={form} intent="assign" title="Who follows it up">
      <ChoiceField
        field={fields.assignee}
        label="Staff member"
        options={staff.map((s) => ({ value: s.id, label: s.email }))}
        empty="Nobody (the pool)"
      />
      <button type="submit" className={button}>
        Assign
      </button>
    </Frame>
  );
}

/** One press: the same post as choosing oneself in the assign form. */
export function AssignToMe({ me }: { me: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="assignee" value={me} />
      <button type="submit" className={button}>
        Assign to me
      </button>
    </Form>
  );
}

export function CallForm({ answer, earliest }: { answer: Answer; earliest: string }) {
  const [form, fields] = useFollowUpForm(callFormSchema, "call", answer);
  return (
    <Frame form={form} intent="call" title="Log a call">
      <ChoiceField field={fields.outcome} label="How it went" options={outcomeOptions} empty="Choose" emptyIsPrompt />
      <TextField field={fields.note} label="Note" multiline className="" />
      <NextCallField field={fields.nextCallAt} earliest={earliest} />
      <button type="submit" className={button}>
        Log call
      </button>
    </Frame>
  );
}

export function ScheduleForm({ answer, earliest }: { answer: Answer; earliest: string }) {
  const [form, fields] = useFollowUpForm(scheduleFormSchema, "schedule", answer);
  return (
    <Frame form={form} intent="schedule" title="Set the next call">
      <NextCallField field={fields.nextCallAt} earliest={earliest} />
      <button type="submit" className={button}>
        Set next call
      </button>
    </Frame>
  );
}

export function NoteForm({ answer }: { answer: Answer }) {
  const [form, fields] = useFollowUpForm(noteFormSchema, "note", answer);
  return (
    <Frame form={form} intent="note" title="Add a note">
      <TextField field={fields.note} label="Note" multiline className="" />
      <button type="submit" className={button}>
        Add note
      </button>
    </Frame>
  );
}

function NextCallField({ field, earliest }: { field: Parameters<typeof TextField>[0]["field"]; earliest: string }) {
  return (
    <TextField
      field={field}
      label="Next call (India time)"
      type="datetime-local"
      hint={`Between 09:00 and 21:00; from ${earliest.replace("T", " ")}.`}
    />
  );
}
