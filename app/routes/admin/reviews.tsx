// /admin/reviews: reviews written on /review wait here, readable in full, for Approve or Reject; an approved one
// can be taken down with a reason, kept with who did it and when. Only approved reviews count toward the
// rewards rules (domain/reviews/review-points.ts) and the fees students reported.
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { pageSlice } from "../../../domain/paging.ts";
import {
  countReviews,
  listReviews,
  setReviewStatus,
  withReviewPoints,
} from "../../../domain/reviews/reviews.server.ts";
import { reviewStatuses, type ReviewStatus } from "../../../domain/reviews/reviews.schema.ts";
import { COPY_SIMILARITY, similarReviewSummaries } from "../../../domain/reviews/similar-reviews.server.ts";
import { ReviewCard } from "../../components/admin/review-card.tsx";
import { Pagination } from "../../components/catalogue/pagination.tsx";
import { PAGE_SIZE, pageNumber } from "../../lib/admin-form.ts";
import type { Route } from "./+types/reviews";
import { InputError } from "../../../domain/errors.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";

const readStatus = queryReader({ status: z.enum(reviewStatuses) });

export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const status: ReviewStatus = readStatus(url.searchParams).values.status ?? "pending";
  const page = pageNumber(url);
  const [reviews, total] = await Promise.all([
    listReviews(db, { status }, pageSlice(page, PAGE_SIZE)),
    countReviews(db, { status }),
  ]);
  // What each review earns once approved, under the monthly cap per college (SPEC.md §9), and the review of
  // the same college each is most alike (a likely copy from 60 % up).
  const [withPoints, similar] = await Promise.all([withReviewPoints(db, reviews), similarReviewSummaries(db, reviews)]);
  const looksCopied = (r: { similarity: number | null }) => r.similarity !== null && r.similarity >= COPY_SIMILARITY;
  return { status, page, total, reviews: withPoints.map((r) => ({ ...r, looksCopied: looksCopied(r) })), similar };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const status = form.get("status");
  if (status !== "approved" && status !== "rejected")
    return data({ ok: false, message: "Unknown decision." }, { status: 400 });
  const unpublishing = form.get("unpublish") === "yes";
  try {
    const review = await setReviewStatus(context.get(dbContext), String(form.get("id") ?? ""), status, {
      by: auditActor(context),
      reason: String(form.get("reason") ?? ""),
    });
    if (!review) return data({ ok: false, message: "This review no longer exists." }, { status: 404 });
    return {
      ok: true,
      message:
        status === "approved"
          ? `Review of ${review.collegeName} approved.`
          : `Review of ${review.collegeName} ${unpublishing ? "taken down" : "rejected"}.`,
    };
  } catch (err) {
    if (err instanceof InputError) return data({ ok: false, message: err.message }, { status: 400 });
    throw err;
  }
}

const tabs: { status: ReviewStatus; label: string }[] = [
  { status: "pending", label: "Waiting" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
];

export default function Reviews({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>Reviews · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Reviews</h1>
      <nav aria-label="Review status" className="mt-3 flex gap-1">
        {tabs.map((t) => (
          <Link
            key={t.status}
            to={`?status=${t.status}`}
            aria-current={t.status === d.status ? "page" : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${t.status === d.status ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-slate-600" data-testid="list-count">
        {d.total} {d.status === "pending" ? "waiting for a decision" : d.status}
      </p>
      {d.reviews.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No reviews here.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {d.reviews.map((r) => (
            <ReviewCard
              key={r.id}
              review={r}
              similar={r.similarReviewId ? d.similar[r.similarReviewId] : undefined}
              status={d.status}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={d.page}
        pageCount={Math.max(1, Math.ceil(d.total / PAGE_SIZE))}
        hrefFor={(n) => `?status=${d.status}&page=${n}`}
      />
    </>
  );
}
