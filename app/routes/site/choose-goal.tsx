// /choose-goal: the goal panel's two steps as a page, where the header's "Select Goal & City" leads when
// scripts have not run (a slow phone, scripts off). ?goal= picks the goal; each city then opens the
// directory's list for that goal and city.
import { Link } from "react-router";
import { goalCategories } from "../../../content/goals.ts";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CityChoices, GoalOptions } from "../../components/layout/goal-choices.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/choose-goal";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";

export const handle = readsQuery("goal");

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

const readQuery = queryReader({
  goal: z.string().refine((asked) => goalCategories.some((c) => c.options.includes(asked)), "not a goal of the panel"),
});

export function loader({ url }: Route.LoaderArgs) {
  // Only the panel's own goals: anything else shows the first step again.
  const goal = readQuery(url.searchParams).values.goal ?? null;
  return {
    goal,
    seo: pageSeo(
      url,
      "/choose-goal",
      goal ? `Colleges for ${goal}: choose a city` : "Select Your Study Preference",
      "Pick a course and a city, and see the institutions that offer it there.",
      goal ? `/choose-goal?goal=${encodeURIComponent(goal)}` : "/choose-goal",
    ),
  };
}

export default function ChooseGoal({ loaderData: { goal } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title={goal ? "Popular Cities" : "Select Your Study Preference"}
        subtitle={
          goal ? `Where would you like to study ${goal}?` : "Pick a course and we will show colleges that match."
        }
      />
      <div className="mx-auto max-w-4xl space-y-5 px-4 pt-8" data-testid="choose-goal">
        {goal ? (
          <>
            <CityChoices goal={goal} />
            <Link to="/choose-goal" className={textLink}>
              Choose another course
            </Link>
          </>
        ) : (
          <GoalOptions chosen={undefined} />
        )}
      </div>
    </ContentPage>
  );
}
