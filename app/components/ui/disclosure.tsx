// The one accordion of the site: native <details>. Items sharing a `name` form an exclusive group (one
// open at a time, a second click closes it) with no JavaScript, and the text is in the HTML for search.
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  summary: ReactNode;
  children: ReactNode;
  /** Items with the same name close each other */
  name: string;
  testId?: string;
}

export function Disclosure({ summary, children, name, testId }: Props) {
  return (
    <details name={name} className="group" data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3.5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4 text-slate-700">{children}</div>
    </details>
  );
}
