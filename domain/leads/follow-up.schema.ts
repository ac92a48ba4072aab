// The staff's follow-up forms on an enquiry's page, one schema each; the action picks one by `intent`. The
// browser checks the same schemas before sending. Whether the student's consent allows a call is not a
// question of the form: follow-up-rules.ts answers it when the action runs.
import { z } from "zod";
import { callOutcomes, type LeadStatus, leadStatuses } from "../../db/lead-follow-up-values.ts";
import { fromIndiaDateTime } from "../clock.ts";
import { formText, REQUIRED } from "../fields.ts";

export { callOutcomes, leadStatuses, type LeadStatus };

const NOTE_MAX = 2000;
const note = formText().trim().max(NOTE_MAX, `Please keep the note under ${NOTE_MAX} characters.`).default("");

/** A date-time field (India time, as the browser's picker writes it) as an instant. */
const indiaDateTimeField = formText({ error: "Please choose a date and time." }).transform((raw, ctx) => {
  const at = fromIndiaDateTime(raw.trim());
  if (!at) ctx.addIssue({ code: "custom", message: "Please choose a date and time." });
  return at ?? z.NEVER;
});

export const statusFormSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(leadStatuses, { error: "Please choose a status." }),
});

export const noteFormSchema = z.object({
  intent: z.literal("note"),
  note: formText({ error: REQUIRED })
    .trim()
    .min(1, "Please write the note.")
    .max(NOTE_MAX, `Please keep the note under ${NOTE_MAX} characters.`),
});

export const assignFormSchema = z.object({
  intent: z.literal("assign"),
  /** A staff account's id, or "" for the pool */
  assignee: z.union([z.literal(""), z.uuid("Please choose a staff member.")], {
    error: "Please choose a staff member.",
  }),
});

export const callFormSchema = z.object({
  intent: z.literal("call"),
  outcome: z.enum(callOutcomes, { error: "Please say how the call went." }),
  note,
  /** The next call, if one is set with this one */
  nextCallAt: z.union([z.literal("").transform(() => undefined), indiaDateTimeField]).optional(),
});

export const scheduleFormSchema = z.object({
  intent: z.literal("schedule"),
  nextCallAt: indiaDateTimeField,
});

/** The statuses and outcomes in words, for the page and the history. */
export const STATUS_LABEL: Record<(typeof leadStatuses)[number], string> = {
  new: "New",
  contacted: "Contacted",
  counselled: "Counselled",
  applied: "Applied",
  joined: "Joined",
  "not-reachable": "Not reachable",
  closed: "Closed",
};

export const OUTCOME_LABEL: Record<(typeof callOutcomes)[number], string> = {
  reached: "Reached",
  "no-answer": "No answer",
  "wrong-number": "Wrong number",
  "call-back": "Call back later",
  "not-interested": "Not interested",
};
