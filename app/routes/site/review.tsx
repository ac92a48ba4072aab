import { dbContext } from "#context";
import { Search } from "lucide-react";
import { data } from "react-router";
import { listColleges } from "../../../domain/colleges/colleges.server.ts";
import { institutionToReview } from "../../../domain/reviews/reviewed-institution.server.ts";
import { type CompareCandidate, collegesNamed } from "../../../domain/institutions/compare-candidates.server.ts";
import { reviewFormSchema } from "../../../domain/reviews/reviews.schema.ts";
import { recentAcademicYears } from "../../../domain/reviews/review-fees.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { submitReview } from "../../../domain/reviews/submit-review.server.ts";
import type { FieldErrors } from "../../../domain/errors.ts";
import { formErrors, parseForm } from "../../lib/checked-form.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { DosAndDonts, ReviewTips, RewardRules } from "../../components/reviews/review-rules.tsx";
import { ReviewSuccess } from "../../components/reviews/review-success.tsx";
import { ReviewWizard } from "../../components/reviews/review-wizard.tsx";
import { reviewDescription, reviewHeadline } from "../../../content/reviews-rules.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/review";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";
import { useLocalPath } from "../../lib/i18n.ts";

export const handle = readsQuery("institution", "college");

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

// `?institution=slug` names the institution exactly; `?college=` is a name typed elsewhere, shown as it is.
const readQuery = queryReader({
  institution: z.string().trim().max(160),
  college: z
    .string()
    .trim()
    .transform((name) => name.slice(0, 150)),
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, "/review", "Write a College Review and Earn up to ₹500 a Review", reviewDescription);
  const db = context.get(dbContext);
  // `?institution=slug`: the "Write a review" link of a college page, which names the institution exactly.
  const { values } = readQuery(url.searchParams);
  // `?college=name`: the search box above, without scripts too; any institution of the catalogue, by the site
  // search. A name that is exactly one institution's is picked; otherwise the closest are offered as links.
  const [colleges, linked, named] = await Promise.all([
    listColleges(db),
    institutionToReview(db, values.institution ?? ""),
    values.institution || !values.college ? undefined : collegesNamed(db, values.college),
  ]);
  const picked = linked ?? named?.chosen ?? undefined;
  const college = picked?.name ?? values.college ?? "";
  return {
    seo,
    colleges: colleges.map((c) => c.name),
    college,
    institution: picked?.slug ?? "",
    matches: picked ? [] : (named?.found ?? []),
    feeYears: recentAcademicYears(todayInIndia()),
  };
}

// The form pipeline's reading of the whole review (the schema the wizard checks in the browser), then the
// domain's submitReview (the same check, the college, one review per course). A refusal is Conform's reply:
// what was typed (never the honeypot) and each field's message, shown on the fields with or without scripts.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, reviewFormSchema);
  const refused = (fieldErrors?: FieldErrors) =>
    data({ ok: false as const, reply: submission.reply({ hideFields: ["website"], fieldErrors }) }, { status: 400 });
  if (submission.status !== "success") return refused();
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const submitted = await submitReview(context.get(dbContext), values);
  return submitted.ok ? submitted : refused(formErrors(submitted.errors));
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const initial: Record<string, string> = loaderData.college
    ? { collegeName: loaderData.college, institution: loaderData.institution }
    : {};
  const local = useLocalPath();
  return (
    <ContentPage>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <p className="text-lg font-semibold text-brand-100">{reviewHeadline.greeting}</p>
          <h1 className="mt-2 text-2xl font-bold leading-tight text-balance sm:text-4xl">{reviewHeadline.title}</h1>
          <ul className="mt-4 space-y-1 text-brand-50">
            {reviewHeadline.rewards.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <form method="get" action={local("/review#write-review")} role="search" className="mt-6 flex max-w-xl gap-2">
            <label htmlFor="review-search" className="sr-only">
              Search your college
            </label>
            <input
              id="review-search"
              name="college"
              type="search"
              list="review-search-options"
              defaultValue={loaderData.college}
              placeholder="Search your college to review"
              className="min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white"
            />
            <datalist id="review-search-options">
              {loaderData.colleges.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <button
              type="submit"
              className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </form>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-10">
        <DosAndDonts />
        <ReviewTips />
        <section id="write-review" aria-labelledby="write-heading" className="scroll-mt-6">
          <h2 id="write-heading" className="text-2xl font-bold text-brand-900">
            Write your review
          </h2>
          <p className="mt-1 mb-5 text-slate-700">
            Nine short steps. You can stop at any time and come back to finish.
          </p>
          {loaderData.matches.length > 0 && !actionData ? (
            <CollegeMatches typed={loaderData.college} matches={loaderData.matches} />
          ) : null}
          {actionData?.ok ? (
            <ReviewSuccess
              id={actionData.id}
              points={actionData.points}
              rupees={actionData.rupees}
              crowded={actionData.crowded}
            />
          ) : (
            <ReviewWizard
              colleges={loaderData.colleges}
              feeYears={loaderData.feeYears}
              initialValues={initial}
              lastResult={actionData && !actionData.ok ? actionData.reply : undefined}
            />
          )}
        </section>
        <RewardRules />
      </div>
    </ContentPage>
  );
}

/** The colleges a name searched for may mean: each a link that opens the form with that college picked. */
function CollegeMatches({ typed, matches }: { typed: string; matches: CompareCandidate[] }) {
  const local = useLocalPath();
  return (
    <nav aria-labelledby="college-matches-heading" className="mb-6 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h3 id="college-matches-heading" className="font-semibold text-brand-900">
        Which college do you mean by “{typed}”?
      </h3>
      <ul className="mt-3 space-y-2">
        {matches.map((m) => (
          <li key={m.slug}>
            <a
              href={local(`/review?institution=${encodeURIComponent(m.slug)}#write-review`)}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {m.name}
            </a>
            {m.place ? <span className="text-slate-700">, {m.place}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">Not in the list? Type its full name in the form below.</p>
    </nav>
  );
}
