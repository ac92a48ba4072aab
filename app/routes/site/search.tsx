// /search?q=…: the site search's results as a page, for visitors without JavaScript and for Enter on a
// query that has several matches.
import { Link } from "react-router";
import { searchItems } from "../../content/search-items.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { matchSearchItems, noPageMessage, resolveSearchPath } from "../../lib/search.ts";
import type { Route } from "./+types/search";

export function meta() {
  return [{ title: "Search colleges, exams and courses" }, { name: "robots", content: "noindex" }];
}

export function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const results = matchSearchItems(searchItems, query, 50).map((item) => ({ ...item, path: resolveSearchPath(item) }));
  return { query, results };
}

export default function SearchPage({ loaderData: { query, results } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title={query ? `Search results for “${query}”` : "Search"}
        subtitle="Colleges, entrance exams and courses"
        narrow
      />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        {results.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800">{noPageMessage}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            data-testid="search-results"
          >
            {results.map((r) => (
              <li key={r.type + r.name} className="flex items-center justify-between gap-3 px-5 py-3">
                {r.path ? (
                  <Link to={r.path} className="font-semibold text-brand-700 hover:underline">
                    {r.name}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-900">
                    {r.name} <span className="text-sm font-normal text-slate-600">({noPageMessage})</span>
                  </span>
                )}
                <span className="text-sm capitalize text-slate-600">{r.type}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ContentPage>
  );
}
