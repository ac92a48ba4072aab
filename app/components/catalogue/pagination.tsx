// Page links for long college lists. Plain links, so paging works before (or without) JavaScript.
import { Link } from "react-router";
import { commonText } from "../../../content/i18n/common.ts";
import { useText } from "../../lib/i18n.ts";

interface Props {
  page: number;
  pageCount: number;
  /** The address of page n, keeping the list's filters */
  hrefFor: (page: number) => string;
}

/** The address of page n of a list at `pathname` whose other choices are `params`: page 1 has no ?page. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (page > 1) next.set("page", String(page));
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const box = "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 font-semibold";
const item = `${box} border-slate-200 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600`;
const current = `${box} border-brand-700 bg-brand-700 text-white`;

/** The pages to offer: the first, the last, and two either side of the current one. */
function visiblePages(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== "gap") pages.push("gap");
  }
  return pages;
}

export function Pagination({ page, pageCount, hrefFor }: Props) {
  const t = useText(commonText);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pages")} className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={item} rel="prev">
          {t("previous")}
        </Link>
      ) : null}
      {visiblePages(page, pageCount).map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={current}>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={item} aria-label={t("pageNumber", { page: String(n) })}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={item} rel="next">
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
