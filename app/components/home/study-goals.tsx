// 'Select Your Study Goal': the card slider items from the database, icons cycling through six drawings.
// The spec's third link shows linkname3 but pointed at linkname2, a likely slip: here it goes to linkname3.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Carousel } from "../ui/carousel.tsx";
import { section, SectionHeading } from "./section-heading.tsx";

export interface GoalCard {
  id: string;
  cardName: string;
  collegeTitle: string;
  links: string[];
}

export function StudyGoals({ cards }: { cards: GoalCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="goals-heading" className={section}>
      <SectionHeading
        id="goals-heading"
        title="Select Your Study Goal"
        intro="Start with a field, then explore its courses and colleges."
      />
      <Carousel
        label="Study goals"
        testId="study-goals"
        autoplay={5000}
        slideClass="basis-full min-[464px]:basis-1/2 lg:basis-1/4"
        slides={cards.map((card, i) => (
          <article
            key={card.id}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <img
                src={`/images/goals/goal-${(i % 6) + 1}.svg`}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14"
              />
              <div>
                <h3 className="text-lg font-bold text-slate-900">{card.cardName}</h3>
                <p className="text-sm text-slate-600">{card.collegeTitle}</p>
              </div>
            </div>
            <ul className="mt-4 space-y-1 border-t border-slate-100 pt-3">
              {card.links.map((link) => (
                <li key={link}>
                  <Link
                    to={`/c_pages/${encodeURIComponent(link)}`}
                    className="group flex items-center justify-between rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
                  >
                    {link}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 opacity-60 transition group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      />
    </section>
  );
}
