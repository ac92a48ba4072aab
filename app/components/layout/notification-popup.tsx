import { Modal } from "../ui/modal.tsx";

export function NotificationPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Notification" testId="popup-notification">
      <p className="text-slate-800">This is your notification</p>
    </Modal>
  );
}
