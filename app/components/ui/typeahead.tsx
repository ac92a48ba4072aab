// Site search as an ARIA combobox. The hero's searches SPEC.md §2's fixed list of colleges, exams and courses
// and lists the server search's suggestions below it; the header's suggests from the server search only
// (GET /api/search, as the student types) and ends with "See all results". Without JavaScript it is a
// plain GET form to /search.
import { Search } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { resolveSearchPath, searchItems, type SearchItem } from "../../../content/search-items.ts";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useLocalPath, useText } from "../../lib/i18n.ts";
import { matchSearchItems, moveHighlight } from "../../lib/search.ts";
import { type Suggestion, useSearchSuggestions } from "../../lib/use-search-suggestions.ts";
import { useToast } from "./toast.tsx";

interface Props {
  placeholder: string;
  label: string;
  /** "hero" is large, "header" is compact */
  size: "hero" | "header";
  testId?: string;
  /** Search SPEC.md §2's fixed list (the hero) */
  fixedList?: boolean;
  /** Suggest from the server search as the student types */
  server?: boolean;
}

type Option =
  { kind: "fixed"; item: SearchItem } | { kind: "server"; result: Suggestion } | { kind: "all"; query: string };

const typeColour: Record<string, string> = {
  college: "bg-brand-50 text-brand-900",
  exam: "bg-orange-50 text-orange-900",
  course: "bg-green-50 text-green-900",
};

const popup =
  "absolute inset-x-0 top-full z-40 mt-2 max-h-96 overflow-y-auto rounded-2xl border border-slate-200 bg-white text-left shadow-2xl";

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

export function Typeahead({ placeholder, label, size, testId, fixedList = false, server = false }: Props) {
  const id = useId();
  const t = useText(layoutText);
  const local = useLocalPath();
  // The router writes a Hindi page's /hi before the paths it navigates to; only the plain form needs `local`.
  const go = useNavigate();
  const noPageMessage = t("noPage");
  // The chips' words by kind of result; a reading page's script reads the same words from the form.
  const kinds: Record<string, string> = {
    college: t("kindCollege"),
    university: t("kindUniversity"),
    standalone: t("kindInstitute"),
    research: t("kindResearch"),
    exam: t("kindExam"),
    course: t("kindCourse"),
  };
  const toast = useToast();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const fixed = fixedList ? matchSearchItems(searchItems, query) : [];
  const remote = useSearchSuggestions(query, server);
  const options: Option[] = [
    ...fixed.map((item): Option => ({ kind: "fixed", item })),
    ...remote.results.map((result): Option => ({ kind: "server", result })),
    ...(server && remote.results.length ? [{ kind: "all", query } as const] : []),
  ];
  const current = highlight < options.length ? highlight : -1;
  const expanded = open && query.trim() !== "";
  // SPEC.md §2: the fixed list says so when nothing in it matches; the server search once it has answered.
  const nothing = fixedList ? fixed.length === 0 : remote.settled && remote.results.length === 0;

  function pick(option: Option) {
    setOpen(false);
    if (option.kind === "all") return go(searchPath(option.query));
    const path = option.kind === "fixed" ? resolveSearchPath(option.item) : option.result.url;
    if (!path) return toast(noPageMessage, "error");
    setQuery("");
    go(path);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setHighlight(moveHighlight(current, e.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (current >= 0) pick(options[current]);
      else if (!query.trim()) return;
      else if (fixedList && fixed.length === 0) toast(noPageMessage, "error");
      else go(searchPath(query));
    } else if (e.key === "Escape") {
      setOpen(false);
      setHighlight(-1);
    }
  }

  const optionClass = (i: number) =>
    `flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-900 ${i === current ? "bg-brand-50" : ""}`;
  const optionProps = (option: Option, i: number) => ({
    id: `${id}-opt-${i}`,
    role: "option",
    "aria-selected": i === current,
    onMouseDown: (e: { preventDefault(): void }) => e.preventDefault(),
    onClick: () => pick(option),
    onMouseEnter: () => setHighlight(i),
    className: optionClass(i),
  });
  const chip = (text: string, colour: string) => (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${colour}`}>{text}</span>
  );
  const serverStart = fixed.length;

  const big = size === "hero";
  return (
    <form
      ref={root}
      role="search"
      method="get"
      action={local("/search")}
      className="relative w-full"
      data-testid={testId}
      // On a reading page, app/reading/enhance.ts gives the server's suggestions to this form.
      data-suggest={server && !fixedList ? "" : undefined}
      data-none={server && !fixedList ? noPageMessage : undefined}
      data-words={
        server && !fixedList
          ? JSON.stringify({ kinds, group: t("suggestionGroup"), all: t("seeAllResults", { query: "{query}" }) })
          : undefined
      }
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500 ${big ? "left-4 size-5" : "left-3 size-4"}`}
      />
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded && options.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && current >= 0 ? `${id}-opt-${current}` : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40 ${big ? "py-3.5 pl-12 pr-4 text-base sm:text-lg" : "py-2 pl-9 pr-3 text-sm"}`}
      />
      {/* Keys are handled on the input (combobox with aria-activedescendant); a click is the mouse's way in. */}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!expanded || options.length === 0}
        className={`${popup} p-1.5`}
      >
        {fixed.length ? (
          <div role="group" aria-label={t("suggestionGroup")}>
            {fixed.map((item, i) => (
              <div key={item.type + item.name} {...optionProps(options[i], i)}>
                <span className="font-medium">{item.name}</span>
                {chip(kinds[item.type], typeColour[item.type])}
              </div>
            ))}
          </div>
        ) : null}
        {remote.results.length ? (
          <div role="group" aria-labelledby={`${id}-more`} className={fixed.length ? "mt-1 border-t pt-1" : ""}>
            <div
              id={`${id}-more`}
              className={fixed.length ? "px-3 pb-1 pt-2 text-xs font-bold text-slate-600" : "sr-only"}
            >
              {fixed.length ? t("moreSuggestions") : t("suggestionGroup")}
            </div>
            {remote.results.map((r, n) => {
              const i = serverStart + n;
              return (
                <div key={r.url + r.name} {...optionProps(options[i], i)}>
                  <span className="min-w-0">
                    <span className="block font-medium">{r.name}</span>
                    {r.place ? <span className="block text-xs text-slate-600">{r.place}</span> : null}
                  </span>
                  {chip(
                    r.type === "institution" ? (kinds[r.kind ?? ""] ?? kinds.college) : kinds[r.type],
                    typeColour[r.type === "institution" ? "college" : r.type],
                  )}
                </div>
              );
            })}
          </div>
        ) : null}
        {server && remote.results.length ? (
          <div {...optionProps(options[options.length - 1], options.length - 1)}>
            <span className="font-semibold text-brand-700">{t("seeAllResults", { query: query.trim() })}</span>
          </div>
        ) : null}
      </div>
      <p
        role="status"
        className={
          expanded && nothing && options.length === 0 ? `${popup} px-4 py-3 text-sm text-slate-700` : "sr-only"
        }
      >
        {expanded && nothing ? noPageMessage : ""}
      </p>
    </form>
  );
}
