// Every /admin/* page sits here: the guard (no session → /admin?next=…), no caching, no indexing, the top
// bar and the toasts that carry SPEC.md §8's messages.
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, type ShouldRevalidateFunction, useRouteLoaderData } from "react-router";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { ToastProvider } from "../../components/ui/toast.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { adminGuard, adminSessionContext, type Refusal } from "../../lib/admin-session.server.ts";
import { homeOf } from "../../lib/admin-sections.ts";
import type { StaffRole } from "../../../domain/admins/roles.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export function loader({ context }: Route.LoaderArgs) {
  const { email, role } = context.get(adminSessionContext);
  return { email, role };
}

// The signed-in email does not change when a form is saved; the guard still runs on every data request.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminChrome email={loaderData.email} role={loaderData.role}>
      <Outlet />
    </AdminChrome>
  );
}

// A page that fails (an edit address of a deleted record, a database hiccup) keeps the top bar; so does a
// page the staff member's role may not open (403, thrown by the guard with the menu's facts).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? (error.data as Refusal) : undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [title, heading, text] = refusal
    ? ["Not allowed · Admin", "Your role cannot open this page", refusal.refused]
    : notFound
      ? [
          "Not found · Admin",
          "This record does not exist (any more)",
          "It may have been deleted, or the address is mistyped.",
        ]
      : ["Something went wrong · Admin", "Something went wrong", "Please try again in a moment."];
  const role = refusal?.role ?? data?.role;
  return (
    <AdminChrome email={refusal?.email ?? data?.email ?? ""} role={role}>
      <div className="mx-auto max-w-lg py-12 text-center">
        <title>{title}</title>
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-700">{text}</p>
        <Link
          to={role ? homeOf(role) : "/admin/dashboard"}
          className="mt-6 inline-block font-semibold text-brand-700 underline"
        >
          Back to your first page
        </Link>
      </div>
    </AdminChrome>
  );
}

function AdminChrome({ email, role, children }: { email: string; role?: StaffRole; children: ReactNode }) {
  // Tests (and curious staff) can tell when the forms' in-browser checks are live.
  const hydrated = useHydrated();
  return (
    <ToastProvider>
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <AdminNav email={email} role={role} />
      <main
        id="main-content"
        data-hydrated={hydrated || undefined}
        className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8"
      >
        {children}
      </main>
    </ToastProvider>
  );
}
