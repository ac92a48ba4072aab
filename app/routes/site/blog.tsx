import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import { blogPosts, readingMinutes } from "../../../content/blog-posts.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { formatDate } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/blog";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  // Only what the cards show: the articles' full text stays on the server until one is opened.
  const cards = blogPosts.map((p) => ({
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    image: p.image,
    published: p.published,
    minutes: readingMinutes(p),
  }));
  return {
    cards,
    seo: pageSeo(
      url,
      "/Blog",
      "Admissions Blog: Exams, Colleges and Scholarships in India",
      "Guides for Indian students on choosing colleges, preparing for JEE, NEET and CAT, finding scholarships and starting college life.",
    ),
  };
}

export default function Blog({ loaderData: { cards } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="Our Blog"
        subtitle="Practical guides on entrance exams, colleges, scholarships and student life, written by our counsellors."
      />
      <div className="mx-auto max-w-6xl px-4">
        <p className="mt-8 max-w-3xl text-lg text-slate-700">
          Whether you are weighing JoSAA choices, planning a NEET year or looking for money to fund your degree, these
          articles explain the process step by step, with the numbers that matter.
        </p>
        <h2 className="sr-only">Articles</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-cards">
          {cards.map((post) => (
            <li
              key={post.slug}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
            >
              <img
                src={post.image}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-bold text-brand-900">{post.title}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.minutes} min read
                </p>
                <p className="mt-3 text-slate-700">{post.summary}</p>
                <Link
                  to={`/Blog/${post.slug}`}
                  className="mt-auto pt-4 font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  Read more<span className="sr-only">: {post.title}</span>
                  <span aria-hidden="true"> →</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </ContentPage>
  );
}
