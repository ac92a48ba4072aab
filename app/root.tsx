import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundContent } from "./components/layout/not-found-content.tsx";
import { pageHydrates } from "./lib/page-scripts.ts";
import { layoutText } from "../content/i18n/layout.ts";
import { LOCALES } from "../domain/i18n/language.ts";
import { useLanguage, useLocalPath, useText } from "./lib/i18n.ts";
// Linked by hand, first in <head>: <Links /> puts it after ~30 module preloads, which then compete with
// the one render-blocking file for a slow connection and delay the first paint.
import appCss from "./app.css?url";
import enhanceScript from "./reading/enhance.ts?standalone";

// Error responses must never be cached by a browser or CDN.
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = await next();
    if (response.status >= 400) response.headers.set("Cache-Control", "no-store");
    return response;
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Reading pages and refused forms ship no framework script (app/lib/page-scripts.ts). In the browser the
  // router is running already (a hydrated page's link rendered a reading page): it keeps its scroll handling.
  const matches = useMatches();
  const scripts = pageHydrates(matches.map((m) => m.handle)) || typeof document !== "undefined";
  // The reading script enhances the site layout's header; a page outside it (a refused form) runs nothing.
  const enhanced = matches.some((m) => m.id === "routes/site/layout");
  return (
    <html lang={LOCALES[useLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          enhanced && <script type="module" src={enhanceScript} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useText(layoutText);
  const home = useLocalPath()("/");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{t("notFoundTitle")}</title>
        <NotFoundContent />
      </>
    );
  }
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t("errorTitle")}</title>
      <h1 className="text-2xl font-bold">{t("errorTitle")}</h1>
      <p className="mt-3 text-slate-600">{t("errorText")}</p>
      <a className="mt-6 inline-block font-semibold text-brand-700 underline" href={home}>
        {t("backHome")}
      </a>
    </main>
  );
}
