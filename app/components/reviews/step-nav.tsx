// Progress through the nine review steps. Completed steps are buttons, so any of them can be revisited.
import { Check } from "lucide-react";
import { reviewSteps } from "../../../domain/reviews/review-steps.ts";

interface Props {
  current: number;
  completed: number[];
  onSelect: (index: number) => void;
}

export function StepNav({ current, completed, onSelect }: Props) {
  const done = completed.length;
  return (
    <nav aria-label="Review steps" className="mb-6">
      <p className="text-sm font-semibold text-slate-700" data-testid="review-progress">
        Step {current + 1} of {reviewSteps.length} · {done} completed
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-700 transition-all"
          style={{ width: `${(done / reviewSteps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 flex flex-wrap gap-2">
        {reviewSteps.map((step, i) => {
          const isDone = completed.includes(i);
          const isCurrent = i === current;
          const base = "flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm";
          return (
            <li key={step.key}>
              {isDone && !isCurrent ? (
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  className={`${base} border-brand-700 bg-brand-50 font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {step.number}. {step.title}
                  <span className="sr-only"> (completed, edit)</span>
                </button>
              ) : (
                <span
                  aria-current={isCurrent ? "step" : undefined}
                  className={`${base} ${isCurrent ? "border-brand-700 bg-brand-700 font-semibold text-white" : "border-slate-300 text-slate-600"}`}
                >
                  {isDone ? <Check aria-hidden="true" className="size-4" /> : null}
                  {step.number}. {step.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
