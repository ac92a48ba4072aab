// A navigation menu as a native disclosure (<details>/<summary> + list of links), so it opens by tap, click,
// Enter or Space before any script has loaded. Once scripts run it also opens on hover with a mouse and from
// Arrow Down; Escape, a click outside or tabbing away closes it. Links in a site header are navigation, so
// this is not an ARIA "menu" (which needs app-style keys).
// Below 640 px the list spans the width of the nearest positioned ancestor (the header's row) instead of
// hanging off its button, so it never runs off the screen of a narrow phone.
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  /** The summary's text; icon-only labels put the text in an sr-only span */
  label: ReactNode;
  items: { label: string; href: string; className?: string }[];
  buttonClass: string;
  align?: "left" | "right";
  columns?: 1 | 2;
  hover?: boolean;
  testId?: string;
  /** Menus sharing a name close each other (native exclusive <details>) */
  name?: string;
}

export function Menu({ label, items, buttonClass, align = "left", columns = 1, hover, testId, name }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  // Listeners go on the wrapper itself: the summary and the links stay the only interactive elements.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // A tap before the scripts loaded may have opened it already.
    setOpen(el.open);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape" && el.open) {
        setOpen(false);
        summary.current?.focus();
      } else if (e.key === "ArrowDown" && e.target === summary.current) {
        e.preventDefault();
        setOpen(true);
        // The first link that is shown: some items exist only for small screens.
        requestAnimationFrame(() =>
          [...el.querySelectorAll<HTMLAnchorElement>("ul a")].find((a) => a.offsetParent !== null)?.focus(),
        );
      }
    };
    const onEnter = (e: PointerEvent) => hover && e.pointerType === "mouse" && setOpen(true);
    const onLeave = (e: PointerEvent) => hover && e.pointerType === "mouse" && setOpen(false);
    const onFocusOut = (e: FocusEvent) => !el.contains(e.relatedTarget as Node) && setOpen(false);
    const onOutside = (e: PointerEvent) => !el.contains(e.target as Node) && setOpen(false);
    el.addEventListener("keydown", onKeyDown);
    el.addEventListener("pointerenter", onEnter);
    el.addEventListener("pointerleave", onLeave);
    el.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      el.removeEventListener("keydown", onKeyDown);
      el.removeEventListener("pointerenter", onEnter);
      el.removeEventListener("pointerleave", onLeave);
      el.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [hover]);

  return (
    <details
      ref={root}
      name={name}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group sm:relative"
      data-testid={testId}
    >
      <summary
        ref={summary}
        className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        data-testid={testId ? `${testId}-summary` : undefined}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
      </summary>
      <ul
        className={`absolute z-40 mt-1 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl max-sm:inset-x-3 sm:top-full sm:min-w-56 ${align === "right" ? "sm:right-0" : "sm:left-0"} ${columns === 2 ? "grid grid-cols-1 sm:w-[30rem] sm:grid-cols-2" : ""}`}
      >
        {items.map((item) => (
          <li key={item.href + item.label} className={item.className}>
            <Link
              to={item.href}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
