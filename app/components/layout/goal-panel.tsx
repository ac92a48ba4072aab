// Goal panel (SPEC.md §2): pick a study goal by category, then a city from the Popular Cities grid. A city
// is remembered with the goal and leads to its page of the college directory, whose count it shows.
import { Link } from "react-router";
import { popularCities, type DirectoryCity } from "../../content/cities.ts";
import { goalCategories } from "../../content/goals.ts";
import { institutionsLabel, useDirectoryCount } from "../../lib/directory-counts.ts";
import { saveStudyGoal, useStudyGoal } from "../../lib/study-goal.ts";
import { Modal } from "../ui/modal.tsx";
import { useState } from "react";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const chip =
  "rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export function GoalPanel({ open, onOpenChange }: Props) {
  const stored = useStudyGoal();
  const [goal, setGoal] = useState<string | null>(null);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setGoal(null);
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      testId="goal-panel"
      title={goal ? "Popular Cities" : "Select Your Study Preference"}
      description={
        goal ? `Where would you like to study ${goal}?` : "Pick a course and we will show colleges that match."
      }
    >
      {goal ? (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="popular-cities">
            {popularCities.map((city) => (
              <li key={city.name}>
                <CityLink
                  city={city}
                  onClick={() => {
                    saveStudyGoal({ goal, city: city.name });
                    close(false);
                  }}
                />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            Institutions counted from the AISHE directory, AICTE, NMC and NIRF.
          </p>
        </>
      ) : (
        <div className="space-y-5">
          {goalCategories.map((category) => (
            <fieldset key={category.name}>
              <legend className="text-sm font-bold uppercase tracking-wide text-slate-600">{category.name}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {category.options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    onClick={() => {
                      saveStudyGoal({ goal: option });
                      setGoal(option);
                    }}
                    aria-pressed={stored?.goal === option}
                    className={`${chip} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
                  >
                    {option}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="border-t border-slate-200 pt-4 text-right">
            <Link
              to="/"
              onClick={() => close(false)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Skip
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}

function CityLink({ city, onClick }: { city: DirectoryCity; onClick: () => void }) {
  const count = useDirectoryCount(city.href);
  return (
    <Link
      to={city.href}
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
