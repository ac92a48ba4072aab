// Every Apply Now, Download Boucher (the spec's spelling) and Download Voucher button: a GET form to the
// enquiry page (/enquiry?kind=…&college=…), so a tap before the scripts run, or without them, still opens
// the form as a page. Once they run, the click opens the popup instead (`onOpen`) and the page is not loaded.
import type { ReactNode } from "react";
import { useLocalPath } from "../../lib/i18n.ts";

export type LeadKind = "apply" | "brochure" | "voucher";

interface Props {
  kind: LeadKind;
  /** The college (or course, or city) the lead is about: the lead's context */
  college: string;
  onOpen: () => void;
  /** Starts loading the popup's code on hover or focus */
  onPreload?: () => void;
  label?: string;
  className: string;
  children: ReactNode;
}

export function LeadButton({ kind, college, onOpen, onPreload, label, className, children }: Props) {
  const local = useLocalPath();
  return (
    <form method="get" action={local("/enquiry")} className="contents">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="college" value={college} />
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-label={label}
        className={className}
      >
        {children}
      </button>
    </form>
  );
}
