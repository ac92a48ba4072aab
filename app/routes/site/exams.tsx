// /Exam (SPEC.md §2): the nine exam cards with their key dates. /college-predictor shows the same cards under
// its predictor (college-predictor.tsx).
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { ExamCards } from "../../components/content/exam-cards.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { useCycle } from "../../lib/admissions-cycle.ts";
import { datedExams } from "../../lib/exam-dates.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/exams";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

// The heading names the cycle students are preparing for; each card names its own edition, held or next.
const page = {
  title: (cycle: string) => `Entrance Exams ${cycle}: Dates, Application Forms and Results`,
  description:
    "Exam dates, application windows and result dates for JEE Main, JEE Advanced, NEET UG, CUET UG, GATE, CAT, CLAT, UPSC CSE, BITSAT, XAT and SRMJEEE.",
  heading: (cycle: string) => `Entrance Exams ${cycle}`,
  subtitle: "Key dates for the exams most students in India take after Class 12 and after graduation.",
};

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const today = todayInIndia();
  const exams = await datedExams(context.get(dbContext), today);
  return { seo: pageSeo(url, "/Exam", page.title(admissionsCycle(today).label), page.description), exams };
}

export default function Exams({ loaderData }: Route.ComponentProps) {
  const { cycle } = useCycle();
  return (
    <ContentPage>
      <PageBanner title={page.heading(cycle.label)} subtitle={page.subtitle} />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ExamCards heading="Exam dates at a glance" exams={loaderData.exams} />
        <p className="mt-8 text-slate-700">
          Dates are set by each conducting body and can change.{" "}
          <Link to="/contact" className={textLink}>
            Ask a counsellor which exams suit you
          </Link>
          .
        </p>
      </div>
    </ContentPage>
  );
}
