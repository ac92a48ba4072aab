import { dbContext } from "#context";
import { listTopColleges } from "../../../domain/colleges/colleges.server.ts";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Top Colleges in India 2026: Courses, Fees, Placements" },
    {
      name: "description",
      content: "Compare top colleges in India by rank, fees and placements, then ask for a brochure or counselling.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const colleges = await listTopColleges(context.get(dbContext), 10);
  return {
    colleges: colleges.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      city: c.city,
      state: c.state,
      rank: c.rank,
      fee: c.fee,
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Top Colleges in India</h1>
      <ol className="mt-6 divide-y divide-slate-200 rounded-xl bg-white shadow-sm" data-testid="top-colleges">
        {loaderData.colleges.map((c) => (
          <li key={c.id} className="flex items-baseline gap-4 px-4 py-3">
            <span className="w-10 shrink-0 font-semibold text-slate-500">#{c.rank ?? "–"}</span>
            <span className="flex-1">
              <span className="font-semibold">{c.name}</span>
              <span className="block text-sm text-slate-600">
                {c.city}, {c.state}
              </span>
            </span>
            <span className="text-sm font-medium">{c.fee}</span>
          </li>
        ))}
      </ol>
    </main>
  );
}
