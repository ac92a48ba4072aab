// /Exam and /college-predictor (SPEC.md §2): the same nine exam cards under two headings. A predictor
// starts from the exam a student has taken, so it leads into each exam's page and the counselling form.
import { Link } from "react-router";
import { exams } from "../../content/exams.ts";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { ExamCard } from "../../components/content/exam-card.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { exactPathAmong, pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/exams";

const pages = {
  "/Exam": {
    title: "Entrance Exams 2025: Dates, Application Forms and Results",
    description:
      "Exam dates, application windows and result dates for JEE Main, NEET UG, GATE, CAT, CLAT, UPSC CSE, BITSAT, XAT and SRMJEEE 2025.",
    heading: "Entrance Exams 2025",
    subtitle: "Key dates for the nine exams most students in India take after Class 12 and after graduation.",
  },
  "/college-predictor": {
    title: "College Predictor 2025: Pick Your Exam to Find Colleges",
    description:
      "Start with the entrance exam you took: see its dates and results, then get a free college shortlist for your rank or score.",
    heading: "College Predictor",
    subtitle:
      "Choose the exam you have taken. Check its result dates, then share your rank with a counsellor for a free college shortlist.",
  },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  const path = exactPathAmong(url, Object.keys(pages)) as keyof typeof pages;
  const page = pages[path];
  return { path, seo: pageSeo(url, path, page.title, page.description) };
}

export default function Exams({ loaderData: { path } }: Route.ComponentProps) {
  const page = pages[path];
  return (
    <ContentPage>
      <PageBanner title={page.heading} subtitle={page.subtitle} />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h2 className="text-2xl font-bold text-brand-900">
          {path === "/Exam" ? "Exam dates at a glance" : "Which exam did you take?"}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {exams.map((exam) => (
            <ExamCard key={exam.slug} exam={exam} />
          ))}
        </div>
        <p className="mt-8 text-slate-700">
          {path === "/Exam"
            ? "Dates are set by each conducting body and can change. "
            : "Have your rank or score ready. "}
          <Link to="/contact" className={textLink}>
            {path === "/Exam" ? "Ask a counsellor which exams suit you" : "Get your free college shortlist"}
          </Link>
          .
        </p>
      </div>
    </ContentPage>
  );
}
