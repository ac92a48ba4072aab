// /CollegRanking and /College-Ranking (both spellings are in SPEC.md §2): one page, one canonical address.
import { dbContext } from "#context";
import { listColleges } from "../../../domain/colleges/colleges.server.ts";
import { CollegeRankTable, toRankedCollege } from "../../components/content/college-rank-table.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { exactPathAmong, pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college-ranking";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = exactPathAmong(url, ["/CollegRanking", "/College-Ranking"]);
  const seo = pageSeo(
    url,
    path,
    "College Ranking 2025: Top Colleges in India by Rank",
    "Colleges in India ranked, with fees and average and highest placement packages, so you can compare them side by side.",
    "/CollegRanking",
  );
  const colleges = await listColleges(context.get(dbContext));
  return { seo, colleges: colleges.map(toRankedCollege) };
}

export default function CollegeRanking({ loaderData: { colleges } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="College Ranking 2025"
        subtitle="Colleges in India by rank, with fees and placement packages. Pick a college to see its courses."
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h2 className="mb-4 text-2xl font-bold text-brand-900">All ranked colleges ({colleges.length})</h2>
        <CollegeRankTable colleges={colleges} caption="Colleges by rank with fees and placement packages" />
        <p className="mt-6 text-sm text-slate-600">
          Ranks, fees and packages are for reference only. Verify them on each college's official website.
        </p>
      </div>
    </ContentPage>
  );
}
