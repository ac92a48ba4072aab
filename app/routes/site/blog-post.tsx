import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, Link } from "react-router";
import { type BlogPost as Post, blogPosts, findBlogPost, readingMinutes } from "../../../content/blog-posts.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { textLink } from "../../components/content/content-links.ts";
import { formatDate } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/blog-post";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { type: "article", crumbs: crumbs(loaderData.post) }) : [];
}

const crumbs = (post: Pick<Post, "title">): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Blog", to: "/Blog" },
  { label: post.title },
];

export function loader({ url, params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const others = blogPosts
    .filter((p) => p.slug !== post.slug)
    .slice(0, 3)
    .map(({ slug, title }) => ({ slug, title }));
  return {
    post,
    others,
    minutes: readingMinutes(post),
    seo: pageSeo(url, `/Blog/${post.slug}`, post.title, post.summary),
  };
}

export default function BlogPost({ loaderData: { post, others, minutes } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <article className="mx-auto max-w-3xl px-4 pt-6">
        <Breadcrumb items={crumbs(post)} />
        <h1 className="mt-6 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-slate-600">
          By {post.author} · <time dateTime={post.published}>{formatDate(post.published)}</time> · {minutes} min read
        </p>
        <img
          src={post.image}
          alt={post.imageAlt}
          width={320}
          height={200}
          className="mt-6 aspect-[8/5] w-full rounded-xl object-cover"
        />
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
          {post.sections.map((section, i) => (
            <section key={section.heading ?? i} className="space-y-4">
              {section.heading ? <h2 className="pt-2 text-2xl font-bold text-brand-900">{section.heading}</h2> : null}
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </section>
          ))}
        </div>
        <aside className="mt-12 rounded-xl bg-brand-50 p-6" aria-labelledby="more-articles">
          <h2 id="more-articles" className="text-xl font-bold text-brand-900">
            More articles
          </h2>
          <ul className="mt-3 space-y-2">
            {others.map((p) => (
              <li key={p.slug}>
                <Link to={`/Blog/${p.slug}`} className={textLink}>
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </article>
    </ContentPage>
  );
}
