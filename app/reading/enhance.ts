// The one script a reading page runs (app/lib/page-scripts.ts), in place of the framework: everything on such a
// page already works as a link or a form, and this adds what a student would miss without a script.
// - The header search suggests colleges, courses and exams as the student types (GET /api/search), as the
//   hydrated pages' Typeahead does (app/components/ui/typeahead.tsx): the same markup, classes and keys.
// - A header menu (a <details>) closes on Escape, a tap outside it or when focus leaves it.
// - The header shows the study goal chosen this visit (app/lib/study-goal.ts keeps it in sessionStorage).
// - The scroll-to-top button appears past 2000 px (app/components/layout/scroll-to-top.tsx).
// - A staff college page is remembered for the home page's "recently visited" list (app/lib/recent-colleges.ts).
// Self-contained, with no imports: it is minified on its own (scripts/standalone-scripts.ts) and must stay
// within 5 KB compressed (docs/decisions/061).

interface Suggestion {
  type: string;
  name: string;
  url: string;
  place: string | null;
  kind: string | null;
}

const SUGGEST_DELAY_MS = 150;
const KIND: Record<string, string> = {
  college: "College",
  university: "University",
  standalone: "Institute",
  research: "Research",
  course: "Course",
  exam: "Exam",
};
const CHIP: Record<string, string> = {
  institution: "bg-brand-50 text-brand-900",
  exam: "bg-orange-50 text-orange-900",
  course: "bg-green-50 text-green-900",
};
const OPTION = "flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-900";

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The header's words in the page's language (the Typeahead writes them on its form as data-words). */
interface Words {
  kinds: Record<string, string>;
  group: string;
  all: string;
}

function suggestIn(form: HTMLFormElement): void {
  let words: Words = { kinds: KIND, group: "Colleges, courses and exams", all: "See all results for “{query}”" };
  try {
    words = { ...words, ...(JSON.parse(form.dataset.words ?? "{}") as Partial<Words>) };
  } catch {
    // Unreadable words: the English ones stay.
  }
  // A Hindi page's search form posts to /hi/search; its suggestions lead to Hindi pages too (decision 062).
  const local = new URL(form.action, location.href).pathname.startsWith("/hi/") ? "/hi" : "";
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = input && document.getElementById(input.getAttribute("aria-controls") ?? "");
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!input || !list || !status) return;
  const quiet = status.className;
  let options: HTMLElement[] = [];
  let current = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;

  const open = (shown: boolean) => {
    list.hidden = !shown || options.length === 0;
    input.setAttribute("aria-expanded", String(!list.hidden));
    if (!shown) status.className = quiet;
  };
  const highlight = (i: number) => {
    current = i;
    options.forEach((o, n) => {
      o.setAttribute("aria-selected", String(n === i));
      o.classList.toggle("bg-brand-50", n === i);
    });
    if (i >= 0) input.setAttribute("aria-activedescendant", options[i].id);
    else input.removeAttribute("aria-activedescendant");
  };
  const show = (q: string, results: Suggestion[]) => {
    const group = element("div", "");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", words.group);
    const links = results.map((r) => ({ url: local + r.url, row: row(r) }));
    links.push({ url: `${local}/search?q=${encodeURIComponent(q)}`, row: element("div", OPTION) });
    links[links.length - 1].row.append(
      element("span", "font-semibold text-brand-700", words.all.replace("{query}", q)),
    );
    options = links.map(({ url, row }, i) => {
      row.id = `${list.id}-opt-${i}`;
      row.setAttribute("role", "option");
      row.dataset.href = url;
      row.addEventListener("mouseenter", () => highlight(i));
      return row;
    });
    group.append(...options.slice(0, -1));
    list.replaceChildren(group, options[options.length - 1]);
    if (!results.length) options = [];
    status.textContent = results.length ? "" : (form.dataset.none ?? "");
    status.className = results.length
      ? quiet
      : `${list.className.replace(/\bp-1\.5\b/, "")} px-4 py-3 text-sm text-slate-700`;
    highlight(-1);
    open(true);
  };
  const row = (r: Suggestion) => {
    const el = element("div", OPTION);
    const text = element("span", "min-w-0");
    text.append(element("span", "block font-medium", r.name));
    if (r.place) text.append(element("span", "block text-xs text-slate-600", r.place));
    const chip =
      r.type === "institution" ? (words.kinds[r.kind ?? ""] ?? words.kinds.college) : (words.kinds[r.type] ?? "");
    el.append(
      text,
      element("span", `shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${CHIP[r.type] ?? ""}`, chip),
    );
    return el;
  };

  input.addEventListener("input", () => {
    const q = input.value.trim();
    clearTimeout(timer);
    asking?.abort();
    if (q.length < 2) {
      options = [];
      return open(false);
    }
    timer = setTimeout(async () => {
      asking = new AbortController();
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(q)}&limit=8`, {
          signal: asking.signal,
          headers: { accept: "application/json" },
        });
        if (res.ok) show(q, ((await res.json()) as { results?: Suggestion[] }).results ?? []);
      } catch {
        // Cancelled by the next key, or offline: the form still searches on Enter.
      }
    }, SUGGEST_DELAY_MS);
  });
  input.addEventListener("keydown", (e) => {
    if ((e.key === "ArrowDown" || e.key === "ArrowUp") && options.length) {
      e.preventDefault();
      open(true);
      // As app/lib/search.ts's moveHighlight: stops at either end, Up from nothing stays at nothing.
      const step = e.key === "ArrowDown" ? 1 : -1;
      highlight(Math.min(options.length - 1, Math.max(step === -1 && current === -1 ? -1 : 0, current + step)));
    } else if (e.key === "Enter" && current >= 0 && !list.hidden) {
      e.preventDefault();
      location.assign(options[current].dataset.href ?? "/search");
    } else if (e.key === "Escape") {
      open(false);
      highlight(-1);
    }
  });
  input.addEventListener("focus", () => input.value.trim().length >= 2 && open(true));
  list.addEventListener("mousedown", (e) => e.preventDefault());
  list.addEventListener("click", (e) => {
    const href = (e.target as HTMLElement).closest<HTMLElement>("[data-href]")?.dataset.href;
    if (href) location.assign(href);
  });
  form.addEventListener("focusout", (e) => !form.contains(e.relatedTarget as Node | null) && open(false));
  // Typed before this script arrived (a slow phone): suggest for what is there.
  if (document.activeElement === input && input.value.trim().length >= 2) input.dispatchEvent(new Event("input"));
}

function closeMenus(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>("header details")];
  document.addEventListener("keydown", (e) => {
    const menu = menus.find((m) => m.open);
    if (e.key !== "Escape" || !menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("pointerdown", (e) => {
    for (const m of menus) if (m.open && !m.contains(e.target as Node)) m.open = false;
  });
  for (const m of menus)
    m.addEventListener("focusout", (e) => !m.contains(e.relatedTarget as Node | null) && (m.open = false));
}

function showStudyGoal(): void {
  const label = document.querySelector('[data-testid="goal-button"] span');
  try {
    const goal = JSON.parse(sessionStorage.getItem("study-goal") ?? "null") as {
      goal?: unknown;
      city?: unknown;
    } | null;
    if (label && typeof goal?.goal === "string")
      label.textContent = typeof goal.city === "string" && goal.city ? `${goal.goal} · ${goal.city}` : goal.goal;
  } catch {
    // Storage blocked or damaged: the header keeps "Select Goal & City".
  }
}

/** As app/components/layout/scroll-to-top.tsx: shown past 2000 px, back to the top smoothly unless motion is reduced. */
function scrollToTop(): void {
  const button = document.querySelector<HTMLElement>("[data-scroll-top]");
  if (!button) return;
  const show = () => (button.hidden = window.scrollY <= 2000);
  show();
  window.addEventListener("scroll", show, { passive: true });
  button.addEventListener("click", () => {
    // Let go of focus first: the button hides on the way up, as React's leaves the page.
    button.blur();
    window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  });
}

function rememberInstitution(): void {
  const page = document.querySelector<HTMLElement>("[data-remember-college]");
  if (!page) return;
  try {
    const college = JSON.parse(page.dataset.rememberCollege ?? "") as { slug: string; name: string };
    const seen = JSON.parse(localStorage.getItem("recentColleges") ?? "[]") as { slug?: unknown }[];
    const rest = Array.isArray(seen) ? seen.filter((c) => c?.slug !== college.slug) : [];
    localStorage.setItem("recentColleges", JSON.stringify([college, ...rest].slice(0, 6)));
  } catch {
    // Storage full or blocked: the list is a convenience.
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-suggest]")) suggestIn(form);
closeMenus();
scrollToTop();
showStudyGoal();
rememberInstitution();
// For the journeys: the page's behaviour is all in place.
document.documentElement.dataset.enhanced = "";
