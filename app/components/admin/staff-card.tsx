// The frame of the staff pages outside the admin area (a one-time link's page, asking for a reset): the
// sign-in page's card, with a message at the top when there is one.
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";

export function StaffCard({ title, message, children }: { title: string; message?: string; children: ReactNode }) {
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-10"
    >
      <title>{`${title} · Admin`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </div>
        {message ? (
          <p
            role="alert"
            className="mt-5 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800"
          >
            {message}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}
