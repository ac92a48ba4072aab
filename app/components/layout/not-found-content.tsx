// The 404 page's content (SPEC.md §2), shared by the catch-all route and the root error boundary.
import { Home } from "lucide-react";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useLocalPath, useText } from "../../lib/i18n.ts";

export function NotFoundContent() {
  const t = useText(layoutText);
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="bg-gradient-to-r from-brand-700 to-accent-600 bg-clip-text text-7xl font-black text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("notFoundHeading")}</h1>
      <p className="mt-3 text-slate-700">{t("notFoundText")}</p>
      {/* A plain link: it also works from the root error boundary, where the router may not be usable. */}
      <a
        href={useLocalPath()("/")}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <Home aria-hidden="true" className="size-5" />
        {t("backHome")}
      </a>
    </main>
  );
}
