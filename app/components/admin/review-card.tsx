// One review as staff read it before deciding: every step in full, the points it earns once approved, and
// Approve / Reject, posted to the reviews page's action.
import { Check, X } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ReviewStepRecord } from "../../../db/schema.ts";
import { formatRupees, type ReviewPoints } from "../../../domain/reviews/review-points.ts";
import { useToast } from "../ui/toast.tsx";

export interface ReviewForStaff {
  id: string;
  collegeName: string;
  courseName: string;
  reviewerName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  steps: ReviewStepRecord[];
  reward: ReviewPoints;
}

export function ReviewCard({ review: r, pending }: { review: ReviewForStaff; pending: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const toast = useToast();
  // Not waiting for "idle": once approved, the reloaded list no longer holds this card.
  const result = fetcher.data;
  useEffect(() => {
    if (result) toast(result.message, result.ok ? "success" : "error");
  }, [result, toast]);
  const button =
    "inline-flex items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="review">
      <article aria-labelledby={`review-${r.id}`}>
        <h2 id={`review-${r.id}`} className="text-lg font-bold text-slate-900">
          {r.collegeName} · {r.courseName}
        </h2>
        <p className="text-sm text-slate-600">
          by {r.reviewerName} ({r.email}
          {r.phone ? `, ${r.phone}` : ""}) ·{" "}
          {new Date(r.createdAt).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" })}
        </p>
        <p className="mt-1 text-sm font-semibold text-green-800">
          {pending ? "Earns" : "Worth"} {r.reward.points} points (₹{formatRupees(r.reward.rupees)}) when approved
          {r.reward.crowded ? ", capped: many reviews of this college this month" : ""}
        </p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {r.steps.map((s) => (
            <div key={s.key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm font-semibold text-slate-800">
                {s.title} · {s.rating}/5
              </dt>
              <dd className="mt-1 whitespace-pre-line text-sm text-slate-700">{s.text || "—"}</dd>
            </div>
          ))}
        </dl>
        {pending ? (
          <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
            <input type="hidden" name="id" value={r.id} />
            <button
              type="submit"
              name="status"
              value="approved"
              disabled={fetcher.state !== "idle"}
              className={`${button} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-800`}
            >
              <Check aria-hidden="true" className="size-4" />
              Approve<span className="sr-only"> review of {r.collegeName}</span>
            </button>
            <button
              type="submit"
              name="status"
              value="rejected"
              disabled={fetcher.state !== "idle"}
              className={`${button} border border-red-300 text-red-700 hover:bg-red-50 focus-visible:outline-red-700`}
            >
              <X aria-hidden="true" className="size-4" />
              Reject<span className="sr-only"> review of {r.collegeName}</span>
            </button>
          </fetcher.Form>
        ) : null}
      </article>
    </li>
  );
}
