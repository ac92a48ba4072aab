// Following an enquiry up over REST (decision 058): the same domain functions as the enquiry's page, so the
// same rule (domain/leads/follow-up-rules.ts) refuses a call without consent, at night or past the weekly
// limit, with the same words and a 409 (404 when the enquiry is not held). Staff only.
import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  addNote,
  assignLead,
  changeStatus,
  type FollowUpResult,
  logCall,
  scheduleCall,
} from "../../domain/leads/follow-up.server.ts";
import { callOutcomes, leadStatuses, noteFormSchema } from "../../domain/leads/follow-up.schema.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { apiActor } from "./audit-actor.ts";

const instant = z.iso
  .datetime({ offset: true, error: "An ISO 8601 date-time with its offset, like 2026-11-30T10:30:00+05:30." })
  .transform((v) => new Date(v));
const note = noteFormSchema.shape.note;

const refusedSchema = messageSchema.extend({
  field: z.string().optional().meta({ description: "the body field the refusal is about (nextCallAt)" }),
});

const answers = {
  200: { description: "Done", schema: messageSchema },
  400: { description: "Invalid fields", schema: badRequestSchema },
  404: { description: "The enquiry is not held (erased, or gone with retention)", schema: messageSchema },
  409: {
    description:
      "Refused by the student's consent or the calling rules: no call consent, an under-18 without a guardian's " +
      "agreement, outside 09:00-21:00 India time, 3 calls already in 7 days, or withdrawn",
    schema: refusedSchema,
  },
};

function send(reply: FastifyReply, result: FollowUpResult) {
  if (result.ok) return reply.code(200).send({ message: result.message });
  const { status, message, field } = result.refusal;
  return reply.code(status).send(field ? { message, field } : { message });
}

export function leadFollowUpOperations({ db }: ApiContext): Operation[] {
  const tag = "Enquiry follow-up";
  return [
    operation({
      method: "POST",
      path: "/api/admin/leads/:id/calls",
      tag,
      admin: "leads",
      summary: "Log a call made now, and the next call if one is set with it",
      body: z.object({ outcome: z.enum(callOutcomes), note: note.optional(), nextCallAt: instant.optional() }),
      responses: answers,
      handler: async (req, reply) =>
        send(reply, await logCall(db, req.params.id, apiActor(req), { note: "", ...req.body }, new Date())),
    }),
    operation({
      method: "PUT",
      path: "/api/admin/leads/:id/next-call",
      tag,
      admin: "leads",
      summary: "Set the next call",
      body: z.object({ nextCallAt: instant }),
      responses: answers,
      handler: async (req, reply) =>
        send(reply, await scheduleCall(db, req.params.id, apiActor(req), req.body.nextCallAt, new Date())),
    }),
    operation({
      method: "PUT",
      path: "/api/admin/leads/:id/status",
      tag,
      admin: "leads",
      summary: "Change the enquiry's status",
      body: z.object({ status: z.enum(leadStatuses) }),
      responses: answers,
      handler: async (req, reply) =>
        send(reply, await changeStatus(db, req.params.id, apiActor(req), req.body.status, new Date())),
    }),
    operation({
      method: "POST",
      path: "/api/admin/leads/:id/notes",
      tag,
      admin: "leads",
      summary: "Add a note to the enquiry's history",
      body: z.object({ note }),
      responses: answers,
      handler: async (req, reply) =>
        send(reply, await addNote(db, req.params.id, apiActor(req), req.body.note, new Date())),
    }),
    operation({
      method: "PUT",
      path: "/api/admin/leads/:id/assignee",
      tag,
      admin: "leads",
      summary: "Give the enquiry to a staff member (their account's id), or back to the pool (null)",
      body: z.object({ assignee: z.uuid().nullable() }),
      responses: answers,
      handler: async (req, reply) =>
        send(reply, await assignLead(db, req.params.id, apiActor(req), req.body.assignee, new Date())),
    }),
  ];
}
