// /Scholarship: the scholarship finder. A GET form (class or level, gender, category, disability, family income,
// state, stream) whose answer has its own address and works without JavaScript; the same question as GET
// /api/scholarships (findScholarships). A value not understood gets its field's message and a 400.
import { useState } from "react";
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { CATEGORIES, FINDER_PARAMS, GENDERS, LEVELS, STREAMS } from "../../../domain/scholarships/finder-terms.ts";
import { STATES } from "../../../domain/states.ts";
import { readsQuery } from "../../../web/page-query.ts";
import { primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { filterSelectLook, SelectField } from "../../components/forms/select-field.tsx";
import { ScholarshipCard } from "../../components/scholarships/scholarship-card.tsx";
import { Field, inputClass } from "../../components/ui/field.tsx";
import { LeadPopup } from "../../components/lead-form/popups.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type FinderPage, readScholarshipFinder } from "../../lib/scholarship-finder.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/scholarships";
import { useLocalPath } from "../../lib/i18n.ts";

export const handle = readsQuery(FINDER_PARAMS);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const today = todayInIndia();
  const finder = await readScholarshipFinder(context.get(dbContext), new URL(request.url).searchParams, today);
  const seo = pageSeo(
    url,
    "/Scholarship",
    `Scholarship Finder ${admissionsCycle(today).label}: Scholarships You Can Apply For`,
    "Find the scholarships you may apply for by class, gender, category, family income, state and stream: amount, last date and the provider's page.",
  );
  return data({ finder, seo }, { status: finder.state === "invalid" ? 400 : 200 });
}

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

export default function Scholarships({ loaderData: { finder } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="Scholarship finder"
        subtitle="Tell us about yourself and see the scholarships you may apply for: open ones first, then by date."
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <FinderForm finder={finder} />
        {finder.state === "invalid" ? (
          <p role="alert" className="mt-6 font-medium text-red-800">
            Please correct the fields marked above.
          </p>
        ) : (
          <Results finder={finder} />
        )}
        <p className="mt-8 text-sm text-slate-600">
          Scholarships change every year. A date marked &quot;expected&quot; is last year&apos;s, carried forward: the
          provider has not announced it. Check the provider&apos;s notice before you apply.
        </p>
      </div>
    </ContentPage>
  );
}

function FinderForm({ finder }: { finder: FinderPage }) {
  const { values } = finder;
  const errors: Record<string, string | undefined> = finder.state === "invalid" ? finder.errors : {};
  const select = { ...filterSelectLook };
  const local = useLocalPath();
  return (
    <form
      method="get"
      action={local("/Scholarship")}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          {...select}
          name="level"
          label="Class or level"
          empty="Any"
          options={options(LEVELS)}
          defaultValue={values.level}
          error={errors.level}
        />
        <SelectField
          {...select}
          name="gender"
          label="Gender"
          empty="Any"
          options={options(GENDERS)}
          defaultValue={values.gender}
          error={errors.gender}
        />
        <SelectField
          {...select}
          name="category"
          label="Category"
          empty="Any"
          options={options(CATEGORIES)}
          defaultValue={values.category}
          error={errors.category}
        />
        <Field
          id="finder-income"
          label="Family income (₹ a year)"
          error={errors.income}
          className="flex flex-col gap-1"
          labelClassName="text-sm font-medium text-slate-700"
        >
          {(aria) => (
            <input
              {...aria}
              name="income"
              inputMode="numeric"
              autoComplete="off"
              placeholder="200000"
              defaultValue={values.income}
              className={inputClass}
            />
          )}
        </Field>
        <SelectField
          {...select}
          name="state"
          label="Home state"
          empty="Any state"
          options={STATES}
          defaultValue={values.state}
          error={errors.state}
        />
        <SelectField
          {...select}
          name="stream"
          label="Stream"
          empty="Any"
          options={options(STREAMS)}
          defaultValue={values.stream}
          error={errors.stream}
        />
        <div className="flex flex-col justify-end gap-1">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="disability"
              value="yes"
              defaultChecked={values.disability === "yes"}
              className="size-5"
            />
            I have a disability
          </label>
          {errors.disability && <p className="text-sm text-red-800">{errors.disability}</p>}
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className={primaryButton}>
            Find scholarships
          </button>
          <Link to="/Scholarship" className={textLink}>
            Clear
          </Link>
        </div>
      </div>
    </form>
  );
}

function Results({ finder }: { finder: Extract<FinderPage, { state: "results" }> }) {
  const { results, asked } = finder;
  // The scholarship whose Apply Now opened the popup: the lead's context, forgotten when the popup closes.
  const [applying, setApplying] = useState<string | null>(null);
  const hydrated = useHydrated();
  if (results.length === 0)
    return (
      <div role="status" className="mt-6 rounded-xl bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">No scholarship in our list matches all of this.</p>
        <p className="mt-1 text-sm">
          Try leaving out the state or the stream, or choose &quot;Any&quot; for category: many scholarships are open to
          every student. <Link to="/Scholarship">See every scholarship</Link>.
        </p>
      </div>
    );
  return (
    <>
      <p role="status" className="mt-6 font-semibold text-slate-900">
        {results.length} {results.length === 1 ? "scholarship" : "scholarships"}{" "}
        {asked ? "you may apply for" : "in our list"}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="scholarship-cards">
        {results.map((s) => (
          <ScholarshipCard
            key={s.slug}
            s={s}
            action={
              // Before JavaScript loads, Apply Now is a link to the contact page's form for this scholarship.
              hydrated ? (
                <button
                  type="button"
                  onClick={() => setApplying(s.title)}
                  onPointerEnter={LeadPopup.preload}
                  onFocus={LeadPopup.preload}
                  className={primaryButton}
                >
                  Apply Now<span className="sr-only"> for {s.title}</span>
                </button>
              ) : (
                <Link to={`/contact?scholarship=${s.slug}`} className={primaryButton}>
                  Apply Now<span className="sr-only"> for {s.title}</span>
                </Link>
              )
            }
          />
        ))}
      </ul>
      <LeadPopup
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        source="scholarship"
        context={applying ?? ""}
        title="Apply for this scholarship"
        description={applying ?? undefined}
      />
    </>
  );
}
