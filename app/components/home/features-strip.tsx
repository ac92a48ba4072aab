import { Award, BadgeCheck, Building2, Headset } from "lucide-react";
import { Link } from "react-router";
import { homeFeatures } from "../../../content/features.ts";
import { useDirectoryCount } from "../../lib/directory-counts.ts";

const icons = { building: Building2, badge: BadgeCheck, headset: Headset, award: Award };

export function FeaturesStrip() {
  const features = homeFeatures(useDirectoryCount("/colleges"));
  return (
    <section aria-label="Why students use this site" className="relative z-10 mx-auto -mt-12 max-w-7xl px-4">
      <ul className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:gap-4 sm:p-6 lg:grid-cols-4">
        {features.map((f) => {
          const Icon = icons[f.icon];
          return (
            <li key={f.icon} className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
              <Icon aria-hidden="true" className="size-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700" />
              <div>
                <p
                  className="text-sm font-bold leading-tight text-slate-900 sm:text-base"
                  data-testid={`feature-${f.icon}`}
                >
                  {f.href ? (
                    <Link to={f.href} className="underline-offset-2 hover:text-brand-700 hover:underline">
                      {f.title}
                    </Link>
                  ) : (
                    f.title
                  )}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">{f.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
