// One review as staff read it before deciding: every step in full, the points it earns once approved, and
// Approve / Reject, posted to the reviews page's action; an approved one can be taken down with a reason, and a
// decided one says who decided, when and why.
import { Check, X } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ReviewStepRecord } from "../../../db/schema.ts";
import { formatRupees, type ReviewPoints } from "../../../domain/reviews/review-points.ts";
import type { SimilarReviewSummary } from "../../../domain/reviews/similar-reviews.server.ts";
import type { ReviewStatus } from "../../../domain/reviews/reviews.schema.ts";
import { inputClass } from "../ui/field.tsx";
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
  institutionCode: string | null;
  similarity: number | null;
  /** Alike enough to another review of the same college to be a likely copy (similar-reviews.server.ts) */
  looksCopied: boolean;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
}

const date = (d: Date) => new Date(d).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

export function ReviewCard({
  review: r,
  similar,
  status,
}: {
  review: ReviewForStaff;
  similar?: SimilarReviewSummary;
  status: ReviewStatus;
}) {
  const pending = status === "pending";
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
          {r.phone ? `, ${r.phone}` : ""}) · {date(r.createdAt)} ·{" "}
          {r.institutionCode ? `institution ${r.institutionCode}` : "not linked to an institution"}
        </p>
        <SimilarityNote review={r} similar={similar} />
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
        {r.decidedAt ? (
          <p className="mt-3 text-sm text-slate-700" data-testid="review-decision">
            {status === "approved" ? "Approved" : "Rejected"} by {r.decidedBy || "staff"} on {date(r.decidedAt)}
            {r.decisionReason ? `: ${r.decisionReason}` : "."}
          </p>
        ) : null}
        {status === "approved" ? (
          <fetcher.Form method="post" className="mt-4 grid gap-2 sm:max-w-xl">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="status" value="rejected" />
            <input type="hidden" name="unpublish" value="yes" />
            <label htmlFor={`reason-${r.id}`} className="text-sm font-semibold text-slate-800">
              Why take it down? (kept with the review; at least 10 characters)
            </label>
            <textarea
              id={`reason-${r.id}`}
              name="reason"
              required
              minLength={10}
              maxLength={500}
              rows={2}
              className={inputClass}
            />
            <button
              type="submit"
              disabled={fetcher.state !== "idle"}
              className={`${button} justify-self-start border border-red-300 text-red-700 hover:bg-red-50 focus-visible:outline-red-700`}
            >
              <X aria-hidden="true" className="size-4" />
              Take down<span className="sr-only"> review of {r.collegeName}</span>
            </button>
          </fetcher.Form>
        ) : null}
      </article>
    </li>
  );
}

function SimilarityNote({ review: r, similar }: { review: ReviewForStaff; similar?: SimilarReviewSummary }) {
  if (r.similarity === null || !similar) return null;
  const percent = Math.round(r.similarity * 100);
  const other = `the review by ${similar.reviewerName} (${similar.email}) of ${date(similar.createdAt)}, ${similar.status}`;
  return r.looksCopied ? (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" data-testid="review-copy">
      Looks copied: its text is {percent}% alike {other}.
    </p>
  ) : (
    <p className="mt-1 text-sm text-slate-600" data-testid="review-similarity">
      Closest other review of this college: {percent}% alike ({other}).
    </p>
  );
}
