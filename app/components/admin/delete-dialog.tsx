// Delete with confirmation: one accessible dialog per list asks the spec's question; the list route's
// action deletes, the list reloads without the row, and the outcome (or the spec's failure text) is a toast.
import { Pencil, Trash2 } from "lucide-react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Modal } from "../ui/modal.tsx";
import { useToast } from "../ui/toast.tsx";

const AskContext = createContext<(id: string, name: string) => void>(() => {});

export function DeleteProvider({ question, children }: { question: string; children: ReactNode }) {
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const toast = useToast();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result) toast(result.message, result.ok ? "success" : "error");
  }, [result, toast]);

  function confirm() {
    if (!target) return;
    fetcher.submit({ intent: "delete", id: target.id }, { method: "post" });
    setTarget(null);
  }

  return (
    <AskContext value={(id, name) => setTarget({ id, name })}>
      {children}
      <Modal
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={question}
        description={target?.name}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => setTarget(null)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={confirm}
            className="rounded-lg bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          >
            Delete
          </button>
        </div>
      </Modal>
    </AskContext>
  );
}

/** Edit and Delete for one row; `name` says which record, for the dialog and for screen readers. */
export function RowActions({ id, name, editTo }: { id: string; name: string; editTo: string }) {
  const ask = useContext(AskContext);
  const button =
    "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <td className="card-wide px-4 py-2 whitespace-nowrap sm:text-right">
      <Link to={editTo} className={`${button} text-brand-700 hover:bg-brand-50`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <button type="button" onClick={() => ask(id, name)} className={`${button} text-red-700 hover:bg-red-50`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only"> {name}</span>
      </button>
    </td>
  );
}
