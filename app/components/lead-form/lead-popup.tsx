// A lead form in the site's modal: counselling, apply, voucher and scholarship popups.
import type { LeadSource } from "../../../domain/leads/leads.schema.ts";
import { Modal } from "../ui/modal.tsx";
import { LeadForm } from "./lead-form.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  source: LeadSource;
  context?: string;
  brochureName?: string;
}

export function LeadPopup({ open, onOpenChange, title, description, source, context, brochureName }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} testId={`popup-${source}`}>
      <LeadForm source={source} context={context} brochureName={brochureName} onSuccess={() => onOpenChange(false)} />
    </Modal>
  );
}
