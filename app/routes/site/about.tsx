import { READING_PAGE } from "../../lib/page-scripts.ts";
import { BookOpen, GraduationCap, HeartHandshake, Scale, School, SlidersHorizontal, Target, Users } from "lucide-react";
import { Link } from "react-router";
import { aboutIntro, helpCards, knowAbout, whyChooseUs } from "../../../content/about.ts";
import { blogPosts } from "../../../content/blog-posts.ts";
import { card, primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/about";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    posts: blogPosts.slice(0, 3).map(({ slug, title, summary, image }) => ({ slug, title, summary, image })),
    seo: pageSeo(
      url,
      "/About",
      "About Us: Free College and Admission Guidance for Indian Students",
      "Who we are and how we help students in India choose colleges, courses and exams with unbiased, free counselling.",
    ),
  };
}

const helpIcons = [School, BookOpen, SlidersHorizontal, Scale];
const whyIcons = [Users, GraduationCap, Target, HeartHandshake];

export default function About({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner title={aboutIntro.heading} subtitle={aboutIntro.text} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 pt-12">
        <section aria-labelledby="help-heading">
          <h2 id="help-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            How We Help Students
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {helpCards.map((c, i) => {
              const Icon = helpIcons[i];
              return (
                <li key={c.title} className={`${card} transition hover:-translate-y-0.5 hover:shadow-md`}>
                  <Icon aria-hidden="true" className="size-10 rounded-lg bg-brand-50 p-2 text-brand-700" />
                  <h3 className="mt-4 text-lg font-bold text-slate-900">{c.title}</h3>
                  <p className="mt-2 text-slate-700">{c.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section
          aria-labelledby="know-heading"
          className="grid items-center gap-8 rounded-2xl bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_320px]"
        >
          <div>
            <h2 id="know-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {knowAbout.heading}
            </h2>
            {knowAbout.paragraphs.map((p) => (
              <p key={p.slice(0, 30)} className="mt-4 text-slate-700">
                {p}
              </p>
            ))}
            <Link to="/About" className={`${primaryButton} mt-6`}>
              Read More<span className="sr-only"> about us</span>
            </Link>
          </div>
          <img
            src="/images/ranking/campus.svg"
            alt="Illustration of a college campus"
            width={320}
            height={200}
            className="w-full rounded-xl"
          />
        </section>

        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            From Our Post
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={post.image}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="p-5">
                  <h3 className="font-bold text-slate-900">{post.title}</h3>
                  <p className="mt-2 text-sm text-slate-700">{post.summary}</p>
                  <Link to={`/Blog/${post.slug}`} className={`${textLink} mt-3 inline-block`}>
                    Read more<span className="sr-only">: {post.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Why Choose Us?
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {whyChooseUs.map((w, i) => {
              const Icon = whyIcons[i];
              return (
                <li key={w.title} className={`${card} flex gap-4`}>
                  <Icon
                    aria-hidden="true"
                    className="size-10 shrink-0 rounded-full bg-orange-100 p-2 text-orange-700"
                  />
                  <div>
                    <h3 className="font-bold text-slate-900">{w.title}</h3>
                    <p className="mt-1 text-slate-700">{w.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </ContentPage>
  );
}
