// Terms and privacy share one layout: banner, last-updated line, numbered sections with a contents list.
import type { LegalSection } from "../../../content/legal.ts";
import { ContentPage } from "./content-page.tsx";
import { PageBanner } from "./page-banner.tsx";

export function LegalPage({
  title,
  subtitle,
  updated,
  sections,
}: {
  title: string;
  subtitle: string;
  updated: string;
  sections: LegalSection[];
}) {
  const id = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <ContentPage>
      <PageBanner title={title} subtitle={subtitle} narrow />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <p className="text-sm text-slate-600">Last updated: {updated}</p>
        <nav aria-label="On this page" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 className="font-bold text-slate-900">On this page</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {sections.map((s) => (
              <li key={s.heading}>
                <a
                  href={`#${id(s.heading)}`}
                  className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.heading} id={id(s.heading)} className="mt-10 scroll-mt-6">
            <h2 className="text-2xl font-bold text-brand-900">
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-800">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
