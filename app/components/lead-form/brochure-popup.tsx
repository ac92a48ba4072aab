// 'Register Now To Download Brochure' (SPEC.md §2): four tiles of what the brochure holds, then the form.
import { CalendarClock, FileText, IndianRupee, ListChecks } from "lucide-react";
import { Modal } from "../ui/modal.tsx";
import { LeadForm } from "./lead-form.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The college or city whose brochure is asked for */
  name: string;
}

const tiles = [
  { icon: FileText, label: "Brochure Details" },
  { icon: IndianRupee, label: "Check Detailed Fees" },
  { icon: ListChecks, label: "Shortlist & Apply" },
  { icon: CalendarClock, label: "Application Deadlines" },
];

export function BrochurePopup({ open, onOpenChange, name }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Register Now To Download Brochure"
      description="Get details and latest updates"
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
              {label}
            </li>
          ))}
        </ul>
        <div>
          {name ? (
            <p className="mb-4 text-sm text-slate-700">
              Brochure for <strong className="text-slate-900">{name}</strong>
            </p>
          ) : null}
          <LeadForm
            source="brochure"
            context={name}
            brochureName={name}
            onSuccess={() => onOpenChange(false)}
            submitLabel="Download Brochure"
          />
        </div>
      </div>
    </Modal>
  );
}
