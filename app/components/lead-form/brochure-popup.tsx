// 'Register Now To Download Brochure' (SPEC.md §2): four tiles of what the brochure holds, then the form.
import { CalendarClock, FileText, IndianRupee, ListChecks } from "lucide-react";
import { Modal } from "../ui/modal.tsx";
import { LeadForm } from "./lead-form.tsx";
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import { useText } from "../../lib/i18n.ts";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The college or city whose brochure is asked for */
  name: string;
}

const tiles = [
  { icon: FileText, label: "tileDetails" },
  { icon: IndianRupee, label: "tileFees" },
  { icon: ListChecks, label: "tileShortlist" },
  { icon: CalendarClock, label: "tileDeadlines" },
] as const;

export function BrochurePopup({ open, onOpenChange, name }: Props) {
  const t = useText(enquiryText);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("titleBrochure")}
      description={t("brochureSubtitle")}
      size="lg"
      testId="popup-brochure"
    >
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-1">
          {tiles.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-white p-1.5 text-brand-700 shadow-sm" />
              {t(label)}
            </li>
          ))}
        </ul>
        <div>
          {name ? (
            <p className="mb-4 text-sm text-slate-700">
              {t("brochureFor")} <strong className="text-slate-900">{name}</strong>
            </p>
          ) : null}
          <LeadForm
            source="brochure"
            context={name}
            brochureName={name}
            onSuccess={() => onOpenChange(false)}
            submitLabel={t("downloadBrochure")}
          />
        </div>
      </div>
    </Modal>
  );
}
