// Site search over the fixed list of colleges, exams and courses (SPEC.md §2): an ARIA combobox.
// Without JavaScript it is a plain GET form to /search.
import { Search } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { searchItems, type SearchItem } from "../../content/search-items.ts";
import { matchSearchItems, moveHighlight, noPageMessage, resolveSearchPath } from "../../lib/search.ts";
import { useToast } from "./toast.tsx";

interface Props {
  placeholder: string;
  label: string;
  /** "hero" is large, "header" is compact */
  size: "hero" | "header";
  testId?: string;
}

const typeLabel: Record<SearchItem["type"], string> = { college: "College", exam: "Exam", course: "Course" };
const typeColour: Record<SearchItem["type"], string> = {
  college: "bg-brand-50 text-brand-900",
  exam: "bg-orange-50 text-orange-900",
  course: "bg-green-50 text-green-900",
};

const popup =
  "absolute inset-x-0 top-full z-40 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-slate-200 bg-white text-left shadow-2xl";

export function Typeahead({ placeholder, label, size, testId }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const suggestions = matchSearchItems(searchItems, query);
  const expanded = open && query.trim() !== "";

  function pick(item: SearchItem) {
    const path = resolveSearchPath(item);
    setOpen(false);
    if (!path) return toast(noPageMessage, "error");
    setQuery("");
    navigate(path);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setHighlight((h) => moveHighlight(h, e.key === "ArrowDown" ? 1 : -1, suggestions.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (highlight >= 0 && suggestions[highlight]) pick(suggestions[highlight]);
      else if (suggestions.length === 0) {
        if (query.trim()) toast(noPageMessage, "error");
      } else navigate(`/search?q=${encodeURIComponent(query.trim())}`);
    } else if (e.key === "Escape") {
      setOpen(false);
      setHighlight(-1);
    }
  }

  const big = size === "hero";
  return (
    <form
      ref={root}
      role="search"
      method="get"
      action="/search"
      className="relative w-full"
      data-testid={testId}
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
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && highlight >= 0 ? `${id}-opt-${highlight}` : undefined}
        autoComplete="off"
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
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded || suggestions.length === 0}
        className={`${popup} p-1.5`}
      >
        {suggestions.map((item, i) => (
          // Keys are handled on the input (combobox with aria-activedescendant); a click is the mouse's way in.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.type + item.name}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === highlight}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
            onMouseEnter={() => setHighlight(i)}
            className={`flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-900 ${i === highlight ? "bg-brand-50" : ""}`}
          >
            <span className="font-medium">{item.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${typeColour[item.type]}`}>
              {typeLabel[item.type]}
            </span>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={expanded && suggestions.length === 0 ? `${popup} px-4 py-3 text-sm text-slate-700` : "sr-only"}
      >
        {expanded && suggestions.length === 0 ? noPageMessage : ""}
      </p>
    </form>
  );
}
