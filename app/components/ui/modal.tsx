// The one modal of the site (Radix Dialog): focus is trapped inside, Escape closes, focus returns to the
// button that opened it, and page scrolling is locked while open and restored on close or unmount.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useLayoutEffect, useRef, type ReactNode } from "react";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** "md" for forms, "lg" for the brochure popup and the goal panel, "sheet" for the sidebar */
  size?: "md" | "lg" | "sheet";
  testId?: string;
}

const panel = {
  md: "left-1/2 top-1/2 w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  lg: "left-1/2 top-1/2 w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  sheet: "inset-y-0 left-0 w-[min(22rem,90vw)] rounded-r-2xl",
};

export function Modal({ open, onOpenChange, title, description, children, size = "md", testId }: Props) {
  // Radix gives focus back to a Dialog.Trigger; our popups open from ordinary buttons (and load lazily),
  // so remember what had focus when the modal opened and return there on close.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          data-testid={testId}
          className={`modal-panel fixed z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden bg-white shadow-2xl focus:outline-none ${panel[size]} ${size === "sheet" ? "max-h-none" : ""}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-900 sm:text-xl">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="-mr-1 rounded-full p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
