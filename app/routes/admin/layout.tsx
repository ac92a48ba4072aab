// Every /admin/* page sits here: the guard (no session → /admin?next=…), no caching, no indexing, the top
// bar and the toasts that carry SPEC.md §8's messages.
import { Outlet } from "react-router";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { ToastProvider } from "../../components/ui/toast.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { adminGuard, adminSessionContext } from "../../lib/admin-session.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminSessionContext).email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
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
      <AdminNav email={loaderData.email} />
      <main
        id="main-content"
        data-hydrated={hydrated || undefined}
        className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8"
      >
        <Outlet />
      </main>
    </ToastProvider>
  );
}
