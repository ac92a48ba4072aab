// A counselling button: the Need Counselling popup once JavaScript runs, before that (or without it) a link
// to the contact page's form, so it always leads somewhere. The home page's counselling section and the
// predictor's optional "Get free counselling" use it.
import { useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LeadPopup } from "./popups.ts";
import { useLocalPath } from "../../lib/i18n.ts";

interface Props {
  className: string;
  children: ReactNode;
  title: string;
  description: string;
  /** What the lead is about (the predictor names the student's exam and rank) */
  context?: string;
}

export function CounsellingButton({ className, children, title, description, context }: Props) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const local = useLocalPath();
  if (!hydrated) {
    return (
      <a href={local("/contact")} className={className}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={LeadPopup.preload}
        onFocus={LeadPopup.preload}
      >
        {children}
      </button>
      <LeadPopup
        open={open}
        onOpenChange={setOpen}
        source="counselling"
        context={context}
        title={title}
        description={description}
      />
    </>
  );
}
