// /admin/dashboard: what has gone out of date (each with a link to fix it), how much content there is, how
// many leads came in, how their follow-up stands (not contacted within a day, each staff member's open ones),
// and leads per day by source. A counsellor sees the leads only: the rest links to pages their role does not open.
import { Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { dashboardCounts, leadsPerDay } from "../../../domain/dashboard/dashboard.server.ts";
import { followUpCounts } from "../../../domain/dashboard/follow-up-counts.server.ts";
import { FollowUpStats } from "../../components/admin/follow-up-stats.tsx";
import { staleContent } from "../../../domain/dashboard/stale-content.server.ts";
import { LeadsChart } from "../../components/admin/leads-chart.tsx";
import { StaleList } from "../../components/admin/stale-list.tsx";
import { exams } from "../../../content/exams.ts";
import { may } from "../../../domain/admins/roles.ts";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const names = exams.map((e) => ({ slug: e.slug, name: e.shortName }));
  const { role } = context.get(adminSessionContext);
  const shows = { content: may(role, "content"), reviews: may(role, "reviews") };
  const [counts, days, stale, followUp] = await Promise.all([
    dashboardCounts(db),
    leadsPerDay(db, 30),
    shows.content ? staleContent(db, todayInIndia(), names) : [],
    followUpCounts(db),
  ]);
  return { counts, days, stale, shows, followUp };
}

export default function Dashboard({ loaderData: { counts, days, stale, shows, followUp } }: Route.ComponentProps) {
  const content = [
    { label: "Colleges", n: counts.colleges, to: "/admin/collegepage" },
    { label: "Course pages", n: counts.navCoursePages, to: "/admin/navcoursepagelist" },
    { label: "Streams", n: counts.streams, to: "/admin/stream" },
    { label: "Programs", n: counts.programs, to: "/admin/program" },
    { label: "Card sliders", n: counts.cardSliders, to: "/admin/cardslider" },
  ];
  const leads = [
    // The chart's last day is today (India time), and "this week" is its last seven days.
    { label: "Leads today", n: counts.leadsToday, to: `/admin/leads?from=${days.at(-1)?.day}` },
    { label: "Leads this week", n: counts.leadsThisWeek, to: `/admin/leads?from=${days.at(-7)?.day}` },
    { label: "Leads in all", n: counts.leadsAll, to: "/admin/leads" },
  ];
  return (
    <>
      <title>Dashboard · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <section aria-labelledby="leads-heading" className="mt-5">
        <h2 id="leads-heading" className="sr-only">
          Leads and reviews
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {leads.map((s) => (
            <Stat key={s.label} {...s} accent />
          ))}
          {shows.reviews ? <Stat label="Reviews waiting" n={counts.pendingReviews} to="/admin/reviews" accent /> : null}
        </dl>
        {counts.erased.all ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="erased-leads">
            The counts are of the enquiries held, as the list shows them: {counts.erased.all.toLocaleString("en-IN")}{" "}
            {counts.erased.all === 1 ? "enquiry" : "enquiries"} that students erased{" "}
            {counts.erased.thisWeek ? `(${counts.erased.thisWeek.toLocaleString("en-IN")} made this week) ` : ""}
            {counts.erased.all === 1 ? "is" : "are"} not counted. The chart counts every enquiry on the day it was made,
            erased ones included.
          </p>
        ) : null}
      </section>
      <FollowUpStats counts={followUp} />
      {shows.content ? <StaleList items={stale} /> : null}
      <section
        aria-labelledby="chart-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="chart-heading" className="text-lg font-bold text-slate-900">
          Leads per day, last 30 days, by source
        </h2>
        <div className="mt-3">
          <LeadsChart days={days} />
        </div>
      </section>
      {shows.content ? (
        <section aria-labelledby="content-heading" className="mt-6">
          <h2 id="content-heading" className="text-lg font-bold text-slate-900">
            Content
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {content.map((s) => (
              <Stat key={s.label} {...s} />
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}

function Stat({ label, n, to, accent }: { label: string; n: number; to: string; accent?: boolean }) {
  return (
    <div
      className={`relative rounded-2xl border bg-white p-4 shadow-sm transition hover:shadow-md ${accent ? "border-brand-100" : "border-slate-200"}`}
    >
      <dt className="text-sm font-semibold text-slate-600">
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600">
          {label}
        </Link>
      </dt>
      <dd className={`mt-1 text-3xl font-extrabold tabular-nums ${accent ? "text-brand-700" : "text-slate-900"}`}>
        {n.toLocaleString("en-IN")}
      </dd>
    </div>
  );
}
