// The bell's popup: the latest notices; SPEC.md §2's 'This is your notification' when there are none.
import { Modal } from "../ui/modal.tsx";
import { NotificationList } from "./notification-list.tsx";

export function NotificationPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Notification" testId="popup-notification">
      <NotificationList empty="This is your notification" />
    </Modal>
  );
}
