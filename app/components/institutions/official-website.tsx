// "Official website" on an institution's page, only where the address was matched to the institution with
// certainty (docs/data.md), with the compilation it comes from. Never followed for search ranking (nofollow).
import type { Source } from "../../../domain/institutions/institutions.server.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useText } from "../../lib/i18n.ts";

export function OfficialWebsite({ url, source }: { url: string | null; source: Source | undefined }) {
  const t = useText(institutionText);
  if (!url || !/^https?:\/\//.test(url) || !source) return null;
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="official-website">
      <a href={url} className="font-semibold text-brand-700 underline" rel="noopener noreferrer nofollow">
        {t("officialWebsite")}
      </a>{" "}
      <span className="text-xs text-slate-600">
        {t("addressFrom")}{" "}
        <a href={source.url} className="underline" rel="noopener noreferrer">
          {source.name}
        </a>
        , {source.year})
      </span>
    </p>
  );
}
