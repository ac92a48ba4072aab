import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { listCardSliders } from "../../../domain/card-sliders/card-sliders.server.ts";
import { listNavCoursePages } from "../../../domain/nav-courses/nav-courses.server.ts";
import { rankingTable } from "../../../domain/institutions/rankings.server.ts";
import { listPrograms } from "../../../domain/programs/programs.server.ts";
import { toShownRankingTable } from "../../components/content/ranking-table.tsx";
import { CityCards } from "../../components/home/city-cards.tsx";
import { RankingTable, TopCollegesTable } from "../../components/home/college-tables.tsx";
import { Counselling } from "../../components/home/counselling.tsx";
import { ExamsCarousel } from "../../components/home/exams-carousel.tsx";
import { ExplorePrograms } from "../../components/home/explore-programs.tsx";
import { Faqs } from "../../components/home/faqs.tsx";
import { FeaturesStrip } from "../../components/home/features-strip.tsx";
import { Hero } from "../../components/home/hero.tsx";
import { ProgramGrid } from "../../components/home/program-grid.tsx";
import { StudyGoals } from "../../components/home/study-goals.tsx";
import { StudyPlaces } from "../../components/home/study-places.tsx";
import { TopCourses } from "../../components/home/top-courses.tsx";
import { faqs } from "../../../content/faqs.ts";
import { datedExams } from "../../lib/exam-dates.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { faqPage, webSite } from "../../lib/structured-data.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/home";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // The FAQs' text is the one the Faqs section shows.
  return pageMeta(loaderData.seo, { structuredData: [webSite(loaderData.seo.canonical), faqPage(faqs)] });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  // Top Courses streams in after the first paint; everything else is in the first HTML.
  const topCourses = listNavCoursePages(db).then((pages) =>
    pages.map((p) => ({ id: p.id, pageName: p.pageName, bannerText: p.bannerText })),
  );
  // If the awaited queries below fail first, nobody would await this one: mark its failure as handled
  // (React Router still sees it when it streams the promise), or Node stops the whole process.
  topCourses.catch(() => {});
  // Top Colleges: NIRF Overall, top 10; College Ranking: NIRF Engineering, top 5 (newest year of each).
  const [topColleges, collegeRanking, cards, programs, exams] = await Promise.all([
    rankingTable(db, { category: "Overall", limit: 10 }),
    rankingTable(db, { category: "Engineering", limit: 5 }),
    listCardSliders(db),
    listPrograms(db),
    datedExams(db, todayInIndia()),
  ]);
  return {
    seo: pageSeo(
      url,
      "/",
      `Top Colleges in India ${admissionsCycle(todayInIndia()).label}: Courses, Fees, Exams and Admissions`,
      "Compare top colleges in India by rank, fees and placements, track entrance exam dates and get free admission counselling after 12th.",
    ),
    topColleges: topColleges ? toShownRankingTable(topColleges) : null,
    collegeRanking: collegeRanking ? toShownRankingTable(collegeRanking) : null,
    goalCards: cards.map((c) => ({
      id: c.id,
      cardName: c.cardName,
      collegeTitle: c.collegeTitle,
      links: [c.linkName1, c.linkName2, c.linkName3],
    })),
    programs: programs.map((p) => ({
      id: p.id,
      name: p.name,
      image: p.image,
      imageAlt: p.imageAlt,
      courseCount: p.courses.length,
    })),
    exams,
    topCourses,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main-content">
      <Hero />
      <FeaturesStrip />
      <ExplorePrograms />
      <TopCollegesTable table={loaderData.topColleges} />
      <Counselling />
      <RankingTable table={loaderData.collegeRanking} />
      <StudyPlaces />
      <TopCourses courses={loaderData.topCourses} />
      <ExamsCarousel exams={loaderData.exams} />
      <Faqs />
      <StudyGoals cards={loaderData.goalCards} />
      <ProgramGrid programs={loaderData.programs} />
      <CityCards />
    </main>
  );
}
