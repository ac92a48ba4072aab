// The dashboard's follow-up section: enquiries not contacted within 24 hours of arriving, and the open
// enquiries of each account that follows them up (and of a disabled one still holding some), counted over the enquiries held (the dashboard's note above says erased ones are not).
import { Link } from "react-router";
import type { FollowUpCounts } from "../../../domain/dashboard/follow-up-counts.server.ts";

const n = (v: number) => v.toLocaleString("en-IN");

export function FollowUpStats({ counts }: { counts: FollowUpCounts }) {
  return (
    <section
      aria-labelledby="follow-up-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="follow-up-heading" className="text-lg font-bold text-slate-900">
        Follow-up
      </h2>
      <p className="mt-2 text-slate-800" data-testid="not-contacted">
        <strong className="text-2xl tabular-nums text-brand-700">{n(counts.notContactedInDay)}</strong>{" "}
        {counts.notContactedInDay === 1 ? "enquiry was" : "enquiries were"} not contacted within 24 hours of arriving
        {counts.notContactedInDay
          ? `; ${n(counts.stillWaiting)} still ${counts.stillWaiting === 1 ? "waits" : "wait"} for a first call`
          : ""}
        .{" "}
        <Link to="/admin/leads?queue=pool" className="font-semibold text-brand-700 underline">
          The pool
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Counted over the enquiries held: those a student withdrew or erased are not counted.
      </p>
      <h3 className="mt-4 font-bold text-slate-900">Open enquiries per counsellor</h3>
      <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="open-by-staff">
        {counts.openByStaff.map((s) => (
          <div key={s.email} className="contents">
            <dt className="font-medium text-slate-800">
              {s.email}
              {s.disabled ? <span className="text-slate-600"> (disabled: give these to someone else)</span> : null}
            </dt>
            <dd className="tabular-nums text-slate-900">{n(s.open)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
