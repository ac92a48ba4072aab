// States (on /colleges) or a state's districts, each with its number of institutions. A <details>, so a
// long list of districts does not push the colleges below the fold on a phone; it opens without JavaScript.
import { Link } from "react-router";
import type { PlaceCount } from "../../../domain/institutions/directory.server.ts";
import type { Source } from "../../../domain/institutions/institutions.server.ts";
import { CountSource } from "./directory-sources.tsx";
import { directoryText } from "../../../content/i18n/directory.ts";
import { useLanguage, usePlaceName, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

interface Props {
  places: PlaceCount[];
  kind: "state" | "district";
  within: string;
  hrefOf: (slug: string) => string;
  open: boolean;
  sources: Record<string, Source>;
}

export function PlaceIndex({ places, kind, within, hrefOf, open, sources }: Props) {
  const t = useText(directoryText);
  const language = useLanguage();
  const place = usePlaceName();
  const title = kind === "state" ? t("collegesByState") : t("districtsOf", { state: within });
  return (
    <details
      open={open}
      className="group mt-6 rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="place-index"
    >
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="mr-2 inline-block transition group-open:rotate-90">
          ›
        </span>
        {title} ({formatNumber(places.length, language)})
      </summary>
      <div className="border-t border-slate-200 px-4 py-3">
        <ul className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {places.map((p) => (
            <li key={p.slug}>
              <Link
                to={hrefOf(p.slug)}
                className="flex justify-between gap-2 rounded px-1 py-1 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="underline-offset-2 hover:underline">{place(p.name)}</span>{" "}
                <span className="tabular-nums text-slate-600">{formatNumber(p.count, language)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2">
          <CountSource sources={sources} />
        </div>
      </div>
    </details>
  );
}
