// "State university, UGC list of universities (about 2022)": an institution's type with its source named,
// dated and linked, on its page, on directory cards and in search results.
import type { ShownType } from "../../../domain/institutions/university-type.ts";

export function UniversityTypeLine({ shown }: { shown: ShownType | null }) {
  if (!shown) return null;
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="university-type">
      <span className="font-semibold text-slate-900">{shown.label}</span>,{" "}
      <a href={shown.source.url} className="text-brand-700 underline" rel="noopener noreferrer">
        {shown.source.name} ({shown.source.year})
      </a>
    </p>
  );
}
