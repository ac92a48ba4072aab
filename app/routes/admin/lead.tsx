// /admin/leads/:id: one enquiry, for staff following it up. What the student asked and agreed to, the age band
// and the guardian, where the follow-up stands (status, who, the next call), the forms to move it on, and its
// history. Whether a call may be made is the domain's one rule (follow-up-rules.ts): the page says it in
// words before anyone tries, and the action refuses in the same words.
import { useEffect } from "react";
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { indiaDateTime } from "../../../domain/clock.ts";
import { MAX_CALLS_PER_WEEK, othersEnquiry } from "../../../domain/leads/follow-up-rules.ts";
import { STATUS_LABEL } from "../../../domain/leads/follow-up.schema.ts";
import { leadDetail, listFollowUpStaff } from "../../../domain/leads/lead-detail.server.ts";
import {
  AssignForm,
  AssignToMe,
  CallForm,
  NoteForm,
  ScheduleForm,
  StatusForm,
} from "../../components/admin/follow-up-forms.tsx";
import { AgreedSection, AskedSection, HistorySection } from "../../components/admin/lead-record.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { adminSessionContext, type Refusal } from "../../lib/admin-session.server.ts";
import { followUpAction } from "../../lib/lead-follow-up.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { leadView } from "../../lib/lead-view.server.ts";
import type { Route } from "./+types/lead";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const now = new Date();
  const session = context.get(adminSessionContext);
  const [detail, staff] = await Promise.all([leadDetail(db, params.id, now), listFollowUpStaff(db)]);
  if (!detail) throw data({ message: "Not found" }, { status: 404 });
  // A counsellor opens their own enquiries and the pool's; the layout's 403 page says why not this one.
  const others = othersEnquiry({ id: session.adminId, role: session.role }, detail.lead.assignedTo);
  if (others) {
    throw data({ refused: others.message, email: session.email, role: session.role } satisfies Refusal, {
      status: 403,
    });
  }
  return {
    lead: leadView(detail),
    staff,
    me: session.adminId,
    // The next call's picker starts from now, India time.
    earliest: indiaDateTime(now).replace(" ", "T"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const staff = auditActor(context);
  return followUpAction(context.get(dbContext), params.id, staff, form, new Date());
}

export default function Lead({ loaderData: d, actionData }: Route.ComponentProps) {
  const toast = useToast();
  useEffect(() => {
    if (actionData) toast(actionData.message, actionData.ok ? "success" : "error");
  }, [actionData, toast]);
  const l = d.lead;
  return (
    <>
      <title>{`${l.name} · Leads · Admin`}</title>
      <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Leads
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{l.name}</h1>
      <p className="mt-1 text-slate-700" data-testid="lead-state">
        {STATUS_LABEL[l.status]} · {l.assigneeEmail ? `followed up by ${l.assigneeEmail}` : "in the pool"}
        {l.nextCallAt ? ` · next call ${l.nextCallAt}` : ""}
      </p>
      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <AskedSection lead={l} />
        <AgreedSection lead={l} />
      </div>
      <section aria-labelledby="follow-up-heading" className="mt-6">
        <h2 id="follow-up-heading" className="text-lg font-bold text-slate-900">
          Follow-up
        </h2>
        {l.withdrawnAt ? (
          <p role="status" className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-900">
            The student withdrew their consent on {l.withdrawnAt}: no more follow-up.
          </p>
        ) : (
          <>
            <p
              data-testid="may-call"
              className={`mt-2 rounded-lg px-3 py-2 text-sm font-medium ${l.callRefusal ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
            >
              {l.callRefusal ?? "A call may be made now."} Calls logged in the last 7 days: {l.callsThisWeek} of{" "}
              {MAX_CALLS_PER_WEEK}.
            </p>
            <div className="mt-3 grid gap-4 lg:grid-cols-3">
              <div className="space-y-4">
                {l.assignedTo !== d.me ? <AssignToMe me={d.me} /> : null}
                <AssignForm
                  key={l.assignedTo ?? "pool"}
                  answer={actionData}
                  staff={d.staff}
                  assignedTo={l.assignedTo}
                />
                <StatusForm key={l.status} answer={actionData} status={l.status} />
              </div>
              <div className="space-y-4">
                <CallForm answer={actionData} earliest={d.earliest} />
                <ScheduleForm answer={actionData} earliest={d.earliest} />
              </div>
              <NoteForm answer={actionData} />
            </div>
          </>
        )}
      </section>
      <div className="mt-6">
        <HistorySection history={l.history} />
      </div>
    </>
  );
}
