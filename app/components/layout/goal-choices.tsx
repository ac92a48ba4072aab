// The goal panel's two steps, shared by the panel (with scripts) and /choose-goal (without them): the study
// goals by category, then the popular cities, each opening the directory's list for that goal and city
// with the number of institutions it holds.
import { Link } from "react-router";
import { popularCities, type DirectoryCity } from "../../../content/cities.ts";
import { goalCategories } from "../../../content/goals.ts";
import { institutionsLabel, useDirectoryCount } from "../../lib/directory-counts.ts";
import { goalIsFiltered, goalListHref } from "../../lib/goal-lists.ts";

const chip =
  "rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";

interface GoalProps {
  chosen: string | undefined;
  /** With scripts: choose in place (a button). Without: each goal is a link to /choose-goal?goal=… */
  onChoose?: (goal: string) => void;
}

export function GoalOptions({ chosen, onChoose }: GoalProps) {
  return goalCategories.map((category) => (
    <fieldset key={category.name}>
      <legend className="text-sm font-bold uppercase tracking-wide text-slate-600">{category.name}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {category.options.map((option) =>
          onChoose ? (
            <button
              key={option}
              type="button"
              onClick={() => onChoose(option)}
              aria-pressed={chosen === option}
              className={`${chip} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
            >
              {option}
            </button>
          ) : (
            <Link key={option} to={`/choose-goal?goal=${encodeURIComponent(option)}`} className={chip}>
              {option}
            </Link>
          ),
        )}
      </div>
    </fieldset>
  ));
}

export function CityChoices({ goal, onChoose }: { goal: string; onChoose?: (city: string) => void }) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="popular-cities">
        {popularCities.map((city) => (
          <li key={city.name}>
            <CityLink city={city} href={goalListHref(goal, city.href)} onClick={() => onChoose?.(city.name)} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        {goalIsFiltered(goal)
          ? `Institutions offering ${goal} courses in each city, counted from the AISHE directory, AICTE, NMC and NIRF.`
          : `The directory does not record ${goal} courses: each city opens all its institutions (AISHE directory, AICTE, NMC and NIRF).`}
      </p>
    </>
  );
}

function CityLink({ city, href, onClick }: { city: DirectoryCity; href: string; onClick: () => void }) {
  const count = useDirectoryCount(href);
  return (
    <Link
      to={href}
      onClick={onClick}
      className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img
        src={city.image}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        className="aspect-[16/10] w-full object-cover"
      />
      <span className="block px-3 pt-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
        {city.name}
      </span>{" "}
      <span className="block px-3 pb-2 text-xs text-slate-600">
        {count === undefined ? "Colleges" : institutionsLabel(count)}
      </span>
    </Link>
  );
}
