// The one toast of the site: the spec's alert texts ('Form submitted successfully!', 'Submission failed: …',
// 'No relevant page found.') appear here, in live regions, never in window.alert. Hand-written rather than
// Radix Toast: the home page's JavaScript budget (150 KB) has no room for 10 KB of toast.
import { CheckCircle2, CircleAlert, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

type Tone = "success" | "error" | "info";
interface Item {
  id: number;
  message: string;
  tone: Tone;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const DURATION_MS = 6000;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const show = useCallback((message: string, tone: Tone = "info") => {
    setItems((list) => [...list.slice(-2), { id: nextId++, message, tone }]);
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
    const timer = setTimeout(() => onDismiss(item.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss, paused]);
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
      <p className="flex-1 text-sm font-medium text-slate-900">{item.message}</p>
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
