// The predictor's optional "Get free counselling": the Need Counselling popup once JavaScript runs, before that
// (or without it) a link to the contact page's form. Never in the way of the predictor itself.
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { primaryButton } from "../content/content-links.ts";
import { EnquiryPopup } from "../layout/popups.ts";

export function CounsellingButton({ context }: { context: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href="/contact" className={primaryButton}>
        Get free counselling
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={primaryButton}
        onClick={() => setOpen(true)}
        onPointerEnter={EnquiryPopup.preload}
        onFocus={EnquiryPopup.preload}
      >
        Get free counselling
      </button>
      <EnquiryPopup
        open={open}
        onOpenChange={setOpen}
        source="counselling"
        context={context}
        title="Get free counselling"
        description="Leave your details and a counsellor will call you back to go through your college choices."
      />
    </>
  );
}
