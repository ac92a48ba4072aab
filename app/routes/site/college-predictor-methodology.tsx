// /college-predictor/methodology: which cut-offs the predictor holds, how a seat is labelled Likely, Possible
// or Reach (the published method, CHANCE_METHOD, shown as it is applied) and what the predictor cannot know.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import { dbContext } from "#context";
import { CHANCE_METHOD } from "../../../domain/cutoffs/chance.ts";
import { EXAMS, exams } from "../../../domain/cutoffs/exams.ts";
import { STATE_BODIES, stateBodies } from "../../../domain/cutoffs/state-counselling.ts";
import { MOCK_METHOD } from "../../../domain/cutoffs/mock-method.ts";
import { Breadcrumb } from "../../components/content/breadcrumb.tsx";
import { primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { coverageText, FreshnessNotes } from "../../components/predictor/coverage-line.tsx";
import { todayInIndia } from "../../../domain/clock.ts";
import { cutoffCoverage } from "../../../domain/cutoff-coverage.server.ts";
import { dataFreshness } from "../../../domain/data-freshness/data-freshness.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college-predictor-methodology";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(
    url,
    "/college-predictor/methodology",
    "How the College Predictor Works: Data, Years and the Likely, Possible, Reach Method",
    "Which JoSAA, MCC NEET-UG, MHT-CET and state counselling (KCET, COMEDK, KEAM, WBJEE, GUJCET, OJEE) cut-offs the college predictor compares your rank with, how each seat is labelled Likely, Possible or Reach, and what no predictor can know.",
  );
  const db = context.get(dbContext);
  const [coverage, freshness] = await Promise.all([cutoffCoverage(db), dataFreshness(db, todayInIndia())]);
  return { seo, coverage, freshness };
}

const h2 = "mt-10 text-xl font-bold text-brand-900";

export default function Methodology({ loaderData: { coverage, freshness } }: Route.ComponentProps) {
  const latest = Math.max(0, ...coverage.map((c) => c.latestYear));
  return (
    <ContentPage>
      <PageBanner
        narrow
        title="How the college predictor works"
        subtitle="The data it compares your rank with, the rules that give each seat its label, and what it cannot know."
      />
      <article className="mx-auto max-w-3xl px-4 pt-6 text-slate-800">
        <Breadcrumb
          items={[
            { label: "Home", to: "/" },
            { label: "College Predictor", to: "/college-predictor" },
            { label: "Methodology" },
          ]}
        />
        <h2 className={h2}>The data</h2>
        <p className="mt-3" data-testid="coverage">
          {coverage.length ? `${coverageText(coverage)}.` : "No cut-offs are loaded yet."}
        </p>
        <FreshnessNotes freshness={freshness} />
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {exams.map((e) => (
            <li key={e}>
              <strong>{EXAMS[e].label}</strong>: closing ranks published by {EXAMS[e].source}
              {EXAMS[e].instituteTypes ? ` for ${EXAMS[e].instituteTypes.join(", ")} seats` : ""}. {EXAMS[e].rankHelp}
            </li>
          ))}
        </ul>
        <h2 className={h2}>Which of your ranks is compared with which seats</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5" data-testid="ranks-compared">
          <li>
            <strong>JEE Main and JEE Advanced</strong> (JoSAA): JoSAA prints each seat type&apos;s closing ranks in its
            own list, and considers you for every list you are in. So your common rank list (CRL) rank is compared with
            OPEN seats; your EWS, OBC-NCL, SC or ST rank with that category&apos;s seats; your CRL-PwD rank with OPEN
            (PwD) seats; your category-PwD rank with your category&apos;s PwD seats. All of them come in one list, and
            each seat says which of your ranks it was compared with. A rank you leave out leaves out its seats, and the
            answer says so.
          </li>
          <li>
            <strong>NEET-UG</strong> (MCC): every closing rank is an All-India Rank, whatever the category, so your one
            All-India Rank is compared with OPEN seats and your category&apos;s seats, and with a disability with the
            PwD seats of both.
          </li>
          <li>
            <strong>MHT-CET</strong> (CET Cell): your merit rank or percentile is compared with the seat types your
            answers open: your category&apos;s and OPEN seats (G, and L for female candidates; PWD and DEF when you say
            so), state-level (S) seats everywhere, home-university (H) seats at the colleges of the home university you
            choose and other-than-home (O) seats at other universities&apos; colleges, and the EWS and TFWS seats when
            you say you qualify. Colleges the CET Cell prints as autonomous or deemed have no home university in the
            data, so only their S seats are compared. A percentile is answered in percentiles: each seat shows its
            closing percentile.
          </li>
          <li>
            <strong>KCET, COMEDK UGET, KEAM, WBJEE and GUJCET</strong>: each exam&apos;s rank is compared only with its
            own body&apos;s seats: your category&apos;s seats and the open seats (KCET&apos;s GM, KEAM&apos;s State
            Merit, WBJEE&apos;s Open, ACPC&apos;s General), since the closing ranks are printed in one rank list per
            body. KCET adds the Kannada-medium (K) and rural (R) seats of both when you say so; WBJEE its Home State
            seats for West Bengal&apos;s candidates and its PwD seats; WBJEE, GUJCET and OJEE their tuition-fee-waiver
            seats when you say you qualify.
          </li>
          <li>
            <strong>JEE Main, beside JoSAA</strong>: OJEE and WBJEEB&apos;s JEE (Main) seats print JEE Main CRL ranks
            for every category (OJEE&apos;s SC, ST and EW seats too), so your CRL rank, and no category rank, is
            compared with OJEE&apos;s General seats and your category&apos;s (All India everywhere, Home State for
            Odisha&apos;s candidates, Other State for the others; OL is left out, its meaning is not given) and with
            WBJEEB&apos;s Open JEE (Main) seats. A WBJEE rank is never compared with JEE (Main) seats, nor a JEE Main
            rank with WBJEE-rank seats.
          </li>
        </ul>
        <h2 className={h2}>The state counselling bodies</h2>
        {stateBodies.map((body) => {
          const info = STATE_BODIES[body];
          return (
            <section key={body} className="mt-4" data-testid={`state-body-${body}`}>
              <h3 className="font-bold text-slate-900">
                {info.short}:{" "}
                <a href={info.official.url} className={textLink} rel="noopener noreferrer">
                  {info.official.name}
                </a>
              </h3>
              <p className="mt-1">
                Closing ranks are {info.rankKind}s ({info.state}).
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {info.caveats.map((c) => (
                  <li key={c}>{c}</li>
                ))}
                <li>
                  Institutes the portal could not link to a catalogue institution show the name the body printed,
                  without a link to a college page.
                </li>
              </ul>
            </section>
          );
        })}
        <h2 className={h2}>The order of the results</h2>
        <p className="mt-3" data-testid="order">
          By default, the most sought seats you can get come first: Likely and Possible seats together, the lowest
          closing rank first, then the Reach seats in the same order. Where a list mixes OPEN seats (closing ranks in
          the CRL) with category seats (closing ranks in the category&apos;s list), each closing rank is measured
          against the rank it was compared with, so a seat that closed at your own rank counts the same in either list.
          You may instead order by chance (Likely, Possible, Reach, each by the institution&apos;s NIRF rank), by
          closing rank alone, by NIRF rank or by the institute&apos;s state.
        </p>
        <h2 className={h2}>What kind of seat it is</h2>
        <p className="mt-3">
          Each result names its seat in words, from the quota the counselling body printed and the institute: for JoSAA
          the all-India, home-state or other-state quota; for MCC a government seat of the All-India quota (AIIMS,
          JIPMER, ESIC and central universities named as such), the Delhi University, IP University and Puducherry
          quotas, and deemed-university seats, which are paid seats whose fees are usually far higher. &ldquo;Government
          seats only&rdquo; leaves the paid seats out.
        </p>
        <h2 className={h2}>How a seat is labelled</h2>
        <p className="mt-3">{CHANCE_METHOD.summary}</p>
        <p className="mt-3">{CHANCE_METHOD.percentile}</p>
        <p className="mt-3">The rules are tried in this order; the first that holds gives the label:</p>
        <ol className="mt-3 list-decimal space-y-2 pl-5" data-testid="rules">
          {CHANCE_METHOD.rules.map((r) => (
            <li key={r.chance}>
              <strong>{r.chance}</strong>: {r.rule}
            </li>
          ))}
        </ol>
        <p className="mt-3">{CHANCE_METHOD.notListed}</p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {CHANCE_METHOD.caveats.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <h2 className={h2}>What the predictor cannot know</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            Closing ranks move every year with the number of seats, candidates and choices made: a label is a guide from
            past years, not an offer.
          </li>
          <li>
            {latest
              ? `Cut-offs of ${latest + 1} are not published here: your rank is compared with ${latest} and the years before.`
              : "Only cut-offs already published are held."}
          </li>
          <li>
            State counselling is covered for Maharashtra (CAP), Karnataka (KCET, COMEDK), Kerala (KEAM), West Bengal
            (WBJEE), Gujarat (ACPC engineering) and Odisha (OJEE on the JEE Main rank) only, with the years and rounds
            listed above; other states&apos; counselling and private colleges&apos; own admissions are not covered.
          </li>
          <li>Preparatory-course ranks are never compared with anything.</li>
          <li>
            Seats whose quota needs facts the form does not ask (NRI, armed-forces wards, minority quotas) are not
            listed.
          </li>
        </ul>
        <h2 id="mock-allotment" className={h2}>
          How a mock allotment is worked out
        </h2>
        <p className="mt-3">{MOCK_METHOD.summary}</p>
        <p className="mt-3">{MOCK_METHOD.float}</p>
        <ul className="mt-3 list-disc space-y-2 pl-5" data-testid="mock-caveats">
          {MOCK_METHOD.caveats.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="mt-3">
          <Link to="/college-predictor/mock-allotment" className={textLink}>
            Try your choices in a mock allotment
          </Link>
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/college-predictor" className={primaryButton}>
            Back to the predictor
          </Link>
          <Link to="/contact" className={`${textLink} self-center`}>
            Get free counselling
          </Link>
        </div>
      </article>
    </ContentPage>
  );
}
