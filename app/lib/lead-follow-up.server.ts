// The enquiry page's action: which form was sent (`intent`), read through the one form pipeline with that
// form's schema, then the domain's follow-up function, whose rules (consent, hours, the weekly limit) decide.
// A refusal comes back in words on its form (and its field, for the next call's time) with a 4xx status.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Database } from "../../db/client.server.ts";
import {
  assignFormSchema,
  callFormSchema,
  noteFormSchema,
  scheduleFormSchema,
  statusFormSchema,
} from "../../domain/leads/follow-up.schema.ts";
import {
  addNote,
  assignLead,
  changeStatus,
  type FollowUpResult,
  logCall,
  scheduleCall,
  type Staff,
} from "../../domain/leads/follow-up.server.ts";
import { type FormSubmission, parseForm } from "./checked-form.ts";

const followUpIntents = ["status", "note", "assign", "call", "schedule"] as const;
export type FollowUpIntent = (typeof followUpIntents)[number];

export interface FollowUpAnswer {
  intent: FollowUpIntent;
  ok: boolean;
  message: string;
  reply: SubmissionResult<string>;
}

type Run = (db: Database, leadId: string, staff: Staff, now: Date) => Promise<FollowUpResult>;

type Read = { submission: FormSubmission<unknown>; run?: Run };

/** Reads the form with its schema and, when it passes, says what to run. */
function read(form: FormData, intent: FollowUpIntent): Read {
  if (intent === "status") {
    const s = parseForm(form, statusFormSchema);
    const ok = s.status === "success";
    return {
      submission: s,
      run: ok ? (db, id, staff, now) => changeStatus(db, id, staff, s.value.status, now) : undefined,
    };
  }
  if (intent === "note") {
    const s = parseForm(form, noteFormSchema);
    const ok = s.status === "success";
    return { submission: s, run: ok ? (db, id, staff, now) => addNote(db, id, staff, s.value.note, now) : undefined };
  }
  if (intent === "assign") {
    const s = parseForm(form, assignFormSchema);
    const ok = s.status === "success";
    const to = ok ? s.value.assignee || null : null;
    return { submission: s, run: ok ? (db, id, staff, now) => assignLead(db, id, staff, to, now) : undefined };
  }
  if (intent === "call") {
    const s = parseForm(form, callFormSchema);
    const ok = s.status === "success";
    return { submission: s, run: ok ? (db, id, staff, now) => logCall(db, id, staff, s.value, now) : undefined };
  }
  const s = parseForm(form, scheduleFormSchema);
  const ok = s.status === "success";
  return {
    submission: s,
    run: ok ? (db, id, staff, now) => scheduleCall(db, id, staff, s.value.nextCallAt, now) : undefined,
  };
}

export async function followUpAction(db: Database, leadId: string, staff: Staff, form: FormData, now: Date) {
  const intent = String(form.get("intent") ?? "");
  if (!(followUpIntents as readonly string[]).includes(intent)) {
    return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
  }
  const { submission, run } = read(form, intent as FollowUpIntent);
  const answer = (ok: boolean, message: string, reply: SubmissionResult<string>, status = 200) =>
    data<FollowUpAnswer>({ intent: intent as FollowUpIntent, ok, message, reply }, { status });
  if (!run) return answer(false, "Please correct the marked field.", submission.reply(), 400);
  const result = await run(db, leadId, staff, now);
  if (result.ok) return answer(true, result.message, submission.reply({ resetForm: true }));
  const { field, message, status } = result.refusal;
  const reply = submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
  return answer(false, message, reply, status);
}
