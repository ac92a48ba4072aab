// "Source: NIRF 2025, Engineering" under a figure, linking to the official page the figure comes from.
import type { Source } from "../../../domain/institutions/institutions.server.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useText } from "../../lib/i18n.ts";

export function SourceLine({ source, detail }: { source: Pick<Source, "name" | "url"> | undefined; detail?: string }) {
  const t = useText(institutionText);
  if (!source) return null;
  return (
    <p className="mt-2 text-xs text-slate-600">
      {t("source")}{" "}
      <a href={source.url} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
        {source.name}
      </a>
      {detail ? `, ${detail}` : null}
    </p>
  );
}

export const NOT_PUBLISHED = "Not published";
