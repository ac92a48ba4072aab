// What a student sees after sending a review: its reference and the points it can earn once approved.
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatRupees, reviewReward } from "../../../domain/reviews/review-points.ts";
import { clearDraft } from "./review-draft.ts";
import { useLocalPath } from "../../lib/i18n.ts";

interface Props {
  id: string;
  points: number;
  rupees: number;
  crowded: boolean;
}

export function ReviewSuccess({ id, points, rupees, crowded }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    clearDraft(); // the review is stored: the draft must not come back next time
    ref.current?.focus();
  }, []);
  const local = useLocalPath();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8 focus:outline-none"
      data-testid="review-success"
    >
      <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
      <h3 className="mt-3 text-2xl font-bold text-green-900">Thank you! Your review has been received.</h3>
      <p className="mt-2 text-slate-800">
        It is now waiting for moderation, which takes up to 7 working days. Points are credited once it is approved.
      </p>
      <p className="mt-4 text-slate-800">
        Review reference:{" "}
        <span className="font-mono font-semibold" data-testid="review-id">
          {id}
        </span>
      </p>
      <p className="mt-2 text-lg text-slate-900">
        Once approved, this review can earn{" "}
        <strong data-testid="review-points">
          {points} points (₹{formatRupees(rupees)})
        </strong>
        .
      </p>
      {crowded ? (
        <p className="mt-2 text-sm text-slate-700">
          This college has already received more than 20 reviews this month, so the reward is capped at{" "}
          {reviewReward.crowded} points.
        </p>
      ) : null}
      <a
        href={local("/review")}
        className="mt-6 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Write another review
      </a>
    </div>
  );
}
