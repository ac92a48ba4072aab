// Where the directory's figures come from, named beside them: the list and its counts come from the
// directories the catalogue joins; ranks, seats and programme counts each from their own source.
import type { Source } from "../../../domain/institutions/institutions.server.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { useText } from "../../lib/i18n.ts";

const DIRECTORY = ["aishe", "aicte", "nmc", "nirf"];

function SourceLinks({ ids, sources }: { ids: string[]; sources: Record<string, Source> }) {
  const t = useText(directoryText);
  const named = ids.map((id) => sources[id]).filter((s): s is Source => Boolean(s));
  return (
    <>
      {named.map((s, i) => (
        <span key={s.id}>
          {i > 0 ? (i === named.length - 1 ? t("and") : ", ") : null}
          <a href={s.url} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
            {s.name}
          </a>
        </span>
      ))}
    </>
  );
}

/** "Source: AISHE directory, AICTE …, NMC … and NIRF …", under a count of institutions. */
export function CountSource({ sources }: { sources: Record<string, Source> }) {
  const t = useText(directoryText);
  return (
    <p className="text-xs text-slate-600">
      {t("source")} <SourceLinks ids={DIRECTORY} sources={sources} />
      {t("fullStop")}
    </p>
  );
}

/** The sources of every kind of figure on the cards. */
export function CardSources({ sources }: { sources: Record<string, Source> }) {
  const t = useText(directoryText);
  const stop = t("fullStop");
  return (
    <section
      aria-labelledby="directory-sources-heading"
      className="mt-8 rounded-xl bg-slate-50 p-4 text-xs text-slate-700"
    >
      <h2 id="directory-sources-heading" className="text-sm font-bold text-slate-900">
        {t("sources")}
      </h2>
      <ul className="mt-2 space-y-1">
        <li>
          {t("sourcesInstitutions")} <SourceLinks ids={DIRECTORY} sources={sources} />
          {stop}
        </li>
        <li>
          {t("sourcesRanks")} <SourceLinks ids={["nirf", "nirf-2025-categories"]} sources={sources} />
          {stop}
        </li>
        <li>
          {t("mbbsSeats")}: <SourceLinks ids={["nmc"]} sources={sources} />
          {stop}
        </li>
        <li>
          {t("sourcesProgrammes")} <SourceLinks ids={["aicte"]} sources={sources} />
          {stop}
        </li>
      </ul>
    </section>
  );
}
