// Leads over REST (SPEC.md §7): anyone may submit one; only staff read them (they are personal data).
import { z } from "zod";
import { courseOptions, leadInputSchema, leadSources } from "../../domain/leads/leads.schema.ts";
import { readLeadsPage } from "../../domain/leads/lead-search.server.ts";
import type { Lead } from "../../domain/leads/leads.server.ts";
import { storeLead } from "../../domain/leads/submit-lead.server.ts";
import { MAILS_PER_ADDRESS_PER_DAY } from "../../domain/mail/recipient-cap.ts";
import { pageQuerySchema } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { messageSchema, badRequestSchema } from "./shapes.ts";
import { apiActor } from "./audit-actor.ts";

/** Leads come a page at a time, at most this many: nobody takes the whole table in one answer. */
const LEADS_PAGE_SIZE = 100;

const apiLeadSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().meta({ description: "+91 and ten digits" }),
  city: z.string(),
  course: z.enum(courseOptions.map((o) => o.value)),
  terms: z.boolean(),
  termsAcceptedAt: z.iso.datetime().nullable(),
  source: z.enum(leadSources),
  context: z.string(),
  createdAt: z.iso.datetime(),
});

type ApiLead = z.output<typeof apiLeadSchema>;

function toApiLead(l: Lead) {
  return {
    _id: l.id,
    name: l.name,
    email: l.email,
    phone: l.phone,
    city: l.city,
    course: l.course as ApiLead["course"], // checked when the answer is sent
    terms: l.terms,
    termsAcceptedAt: l.termsAcceptedAt?.toISOString() ?? null,
    source: l.source as ApiLead["source"],
    context: l.context,
    createdAt: l.createdAt.toISOString(),
  };
}

export function leadOperations({ db, config, mailQueued }: ApiContext): Operation[] {
  const tag = "Leads";
  return [
    operation({
      method: "POST",
      path: "/api/user/lead_data",
      tag,
      summary: "Submit an enquiry (counselling, brochure, apply, voucher …)",
      description:
        "The same enquiry again within 10 minutes answers with the first one's _id and stores nothing new. " +
        "At most FORM_SUBMISSIONS_PER_MINUTE (10 by default) enquiries a minute from one address, counted " +
        "together with the site's enquiry forms. The phone is stored as +91XXXXXXXXXX. The confirmation email " +
        `goes to the student's address unless it has had ${MAILS_PER_ADDRESS_PER_DAY} emails from the portal in ` +
        "the last 24 hours: then the enquiry is stored all the same and `emailed` is false.",
      body: leadInputSchema,
      // The same budget as the site's lead forms (server/plugins/submission-limits.ts).
      config: { submissions: "leads" },
      responses: {
        201: {
          description: "Accepted",
          schema: z.object({
            message: z.literal("Form submitted successfully!"),
            _id: z.uuid(),
            emailed: z.boolean().meta({ description: "false when the address had its emails for the day" }),
          }),
        },
        400: { description: "Invalid fields", schema: badRequestSchema },
        429: { description: "Too many enquiries from this address", schema: messageSchema },
      },
      handler: async (req, reply) => {
        // The body has passed leadInputSchema, the rules every lead form shares (domain/leads/). A client
        // shows the student no notice, so the lead is recorded with the brochure purpose only.
        const { id, stored, emailed } = await storeLead(db, req.body, undefined, config.SITE_URL);
        if (stored) mailQueued();
        return reply.code(201).send({ message: "Form submitted successfully!", _id: id, emailed: emailed !== false });
      },
    }),
    operation({
      method: "GET",
      path: "/api/user/getall_leads",
      tag,
      admin: "all-leads",
      query: pageQuerySchema,
      summary: "Every enquiry, newest first, a page at a time (admins only: counsellors work on their queue)",
      description:
        `At most ${LEADS_PAGE_SIZE} a page (the default). Leads are personal data: every page read is recorded ` +
        "with the admin's email and the number of rows, as CSV exports are.",
      responses: {
        200: {
          description: "One page of leads, the number of leads in all, and the page's number and size",
          schema: z.object({
            leadData: z.array(apiLeadSchema),
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
          }),
        },
        400: { description: "Invalid page or limit", schema: badRequestSchema },
        401: { description: "Not signed in", schema: messageSchema },
      },
      handler: async (req) => {
        const { page = 1, limit = LEADS_PAGE_SIZE } = req.query;
        const found = await readLeadsPage(db, { page, limit }, apiActor(req));
        return { leadData: found.rows.map(toApiLead), total: found.total, page, limit };
      },
    }),
  ];
}
