// The page of an institution no staff-run college page covers: its public facts, with a lead button.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { Breadcrumb, type Crumb } from "../content/breadcrumb.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { PageBanner } from "../content/page-banner.tsx";
import { CompareButton } from "../compare/compare-button.tsx";
import { LeadActions } from "../lead-form/lead-actions.tsx";
import type { PublishedReviews } from "../../../domain/reviews/published-reviews.server.ts";
import type { CutoffSectionData } from "../../lib/institution-cutoffs.server.ts";
import { headlineRank, rankLabel } from "../../../domain/institutions/headline-rank.ts";
import { InstitutionFacts } from "./institution-facts.tsx";
import { InstitutionStatus } from "./institution-status.tsx";
import { FactCards, officialFacts } from "./official-headline.tsx";
import { placeOf } from "./institution-overview.tsx";
import { ReviewsSection } from "./reviews-section.tsx";
import type { ReportedFees } from "../../../domain/reviews/reported-fees.server.ts";
import { ReportedFeesSection } from "./reported-fees-section.tsx";
import { institutionFeesFacts, InstitutionPublished } from "./institution-published.tsx";
import type { Language } from "../../../domain/i18n/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { layoutText } from "../../../content/i18n/layout.ts";
import { placeNameIn, useLanguage, useLocalPath, usePlaceName, useText } from "../../lib/i18n.ts";

/**
 * The page's trail (and its BreadcrumbList) in `language`: Home › Colleges › state › district › institution,
 * the state as the places catalogue names it, the district as its source spells it.
 */
export function institutionCrumbs(
  i: Pick<Institution, "name" | "state" | "stateSlug" | "district" | "districtSlug">,
  language: Language = "en",
): Crumb[] {
  const place = placeNameIn(language);
  return [
    { label: textIn(language, layoutText)("home"), to: "/" },
    { label: textIn(language, directoryText)("colleges"), to: "/colleges" },
    { label: place(i.state), to: `/colleges/${i.stateSlug}` },
    ...(i.district && i.districtSlug
      ? [{ label: place(i.district), to: `/colleges/${i.stateSlug}/${i.districtSlug}` }]
      : []),
    { label: i.name },
  ];
}

export function InstitutionPage({
  institution: i,
  cutoffs,
  reviews,
  fees,
}: {
  institution: Institution;
  cutoffs?: CutoffSectionData | null;
  reviews: PublishedReviews;
  /** What students reported paying in approved reviews */
  fees: ReportedFees;
}) {
  const rank = headlineRank(i.rankings, i.disciplines);
  const language = useLanguage();
  const t = useText(institutionText);
  const local = useLocalPath();
  const place = usePlaceName();
  const writeHref = local(`/review?institution=${i.slug}#write-review`);
  return (
    <ContentPage>
      <PageBanner title={i.name} subtitle={`${placeOf(i, place)}${rank ? ` · ${rankLabel(rank, language)}` : ""}`}>
        {/* No enquiry is taken for an institution UGC has declared fake: the warning below says why. */}
        {i.ugcFake ? null : (
          <div className="mt-5 flex flex-wrap gap-3">
            <LeadActions college={i.name} kinds={["apply"]} />
            <CompareButton slug={i.slug} name={i.name} className="self-center" />
          </div>
        )}
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={institutionCrumbs(i, language)} />
        <InstitutionStatus institution={i} />
        <FactCards
          facts={[...officialFacts(i, cutoffs, language), ...institutionFeesFacts(i, i.name, language)]}
          label={t("keyFacts")}
        />
        <InstitutionFacts institution={i} cutoffs={cutoffs} />
        <InstitutionPublished institution={i} />
        <ReportedFeesSection fees={fees} writeHref={writeHref} />
        <ReviewsSection reviews={reviews} writeHref={writeHref} />
      </div>
    </ContentPage>
  );
}
