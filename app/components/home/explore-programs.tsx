import { Compass, FileText, Scale, Search, Target, Trophy } from "lucide-react";
import { Link } from "react-router";
import { exploreCards } from "../../../content/explore-cards.ts";
import { useCycle } from "../../lib/admissions-cycle.ts";
import { section, SectionHeading } from "./section-heading.tsx";

const icons = { trophy: Trophy, search: Search, file: FileText, compass: Compass, target: Target, scale: Scale };

export function ExplorePrograms() {
  const { cycle } = useCycle();
  return (
    <section aria-labelledby="explore-heading" className={section}>
      <SectionHeading
        id="explore-heading"
        title="Explore Programs"
        intro="Everything you need to choose, compare and apply, in one place."
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6" data-testid="explore-cards">
        {exploreCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title}>
              <Link
                to={card.href}
                className="group flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon
                  aria-hidden="true"
                  className="size-12 rounded-2xl bg-gradient-to-br from-brand-50 to-orange-50 p-3 text-brand-700 transition group-hover:text-accent-700"
                />
                <span className="mt-3 font-bold text-slate-900">{card.title}</span>
                <span className="mt-1 text-xs text-slate-600">{card.text.replace("{cycle}", cycle.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
