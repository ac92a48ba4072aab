// The lead buttons of a college row or page: Apply Now, Download Boucher (the spec's spelling), Download
// Voucher. Each opens its popup with the college as the lead's context, or before the scripts run, the
// enquiry page (LeadButton).
import { useState } from "react";
import { BrochurePopup, LeadPopup } from "./popups.ts";
import { LeadButton, type LeadKind } from "./lead-button.tsx";
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import { useText } from "../../lib/i18n.ts";

const labels: Record<LeadKind, string> = {
  apply: "Apply Now",
  brochure: "Download Boucher",
  voucher: "Download Voucher",
};

const styles: Record<LeadKind, string> = {
  apply: "bg-brand-700 text-white hover:bg-brand-900",
  brochure: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  voucher: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
};

export function LeadActions({ college, kinds }: { college: string; kinds: LeadKind[] }) {
  const [open, setOpen] = useState<LeadKind | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const t = useText(enquiryText);
  return (
    <>
      {kinds.map((kind) => {
        const preload = kind === "brochure" ? BrochurePopup.preload : LeadPopup.preload;
        return (
          <LeadButton
            key={kind}
            kind={kind}
            college={college}
            onOpen={() => setOpen(kind)}
            onPreload={preload}
            label={`${labels[kind]}: ${college}`}
            className={`inline-flex items-center rounded-md px-3 py-1.5 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${styles[kind]}`}
          >
            {labels[kind]}
          </LeadButton>
        );
      })}
      <BrochurePopup open={open === "brochure"} onOpenChange={close} name={college} />
      <LeadPopup
        open={open === "apply" || open === "voucher"}
        onOpenChange={close}
        title={t(open === "voucher" ? "titleVoucher" : "titleApply")}
        description={college}
        source={open === "voucher" ? "voucher" : "apply"}
        context={college}
        brochureName={college}
      />
    </>
  );
}
