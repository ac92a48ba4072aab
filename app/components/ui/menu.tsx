// A navigation menu as a disclosure (button + list of links): opens on hover with a mouse, on tap, and
// from the keyboard (Enter, Space, Arrow Down); Escape, a click outside or tabbing away closes it.
// Links in a site header are navigation, so this is not an ARIA "menu" (which needs app-style keys).
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  label: ReactNode;
  /** Accessible name when the label is only an icon */
  ariaLabel?: string;
  items: { label: string; href: string; className?: string }[];
  buttonClass: string;
  align?: "left" | "right";
  columns?: 1 | 2;
  hover?: boolean;
  testId?: string;
}

export function Menu({ label, ariaLabel, items, buttonClass, align = "left", columns = 1, hover, testId }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Listeners go on the wrapper itself: the button and the links stay the only interactive elements.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      } else if (e.key === "ArrowDown" && e.target === button.current) {
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
    <div ref={root} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
        className={buttonClass}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className={`absolute top-full z-40 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl ${align === "right" ? "right-0" : "left-0"} ${columns === 2 ? "grid w-[min(30rem,calc(100vw-1.5rem))] grid-cols-1 sm:grid-cols-2" : ""}`}
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
    </div>
  );
}
