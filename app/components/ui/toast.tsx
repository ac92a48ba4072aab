// The one toast of the site: the spec's alert texts ('Form submitted successfully!', 'Submission failed: …',
// 'No relevant page found.') appear here, in live regions, never in window.alert. Hand-written rather than
// Radix Toast: the home page's JavaScript budget (150 KB) has no room for 10 KB of toast.
import { CheckCircle2, CircleAlert, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

type Tone = "success" | "error" | "info";
/** A link shown under the message (a lead's confirmation: the student's own page). */
interface ToastLink {
  href: string;
  label: string;
}

interface Item {
  id: number;
  message: string;
  tone: Tone;
  link?: ToastLink;
}

const ToastContext = createContext<(message: string, tone?: Tone, link?: ToastLink) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const DURATION_MS = 6000;
/** Long enough to read the message and decide to follow its link */
const WITH_LINK_MS = 20_000;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const show = useCallback((message: string, tone: Tone = "info", link?: ToastLink) => {
    setItems((list) => [...list.slice(-2), { id: nextId++, message, tone, link }]);
  }, []);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  return (
    <ToastContext value={show}>
      {children}
      {/* Both regions are always in the page, so screen readers announce what is added to them. Toasts sit at
          the top: at the bottom they covered a form's submit button and consent box on phones. */}
      <div className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:top-4 sm:w-96">
        <div role="status" className="contents">
          {items
            .filter((i) => i.tone !== "error")
            .map((item) => (
              <ToastItem key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
        <div role="alert" className="contents">
          {items
            .filter((i) => i.tone === "error")
            .map((item) => (
              <ToastItem key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastItem({ item, onDismiss }: { item: Item; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.link ? WITH_LINK_MS : DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.link, onDismiss, paused]);
  const error = item.tone === "error";
  return (
    <div
      data-testid="toast"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      className={`toast-in pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-4 pr-3 shadow-lg ${error ? "border-red-300" : "border-green-300"}`}
    >
      {error ? (
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      )}
      <div className="flex-1 text-sm text-slate-900">
        <p className="font-medium">{item.message}</p>
        {item.link ? (
          <a href={item.link.href} className="mt-1 inline-block font-semibold text-brand-700 underline">
            {item.link.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label="Dismiss"
        className="rounded p-0.5 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
