// The bell's popup: the latest notices; SPEC.md §2's 'This is your notification' when there are none.
import { layoutText } from "../../../content/i18n/layout.ts";
import { useText } from "../../lib/i18n.ts";
import { Modal } from "../ui/modal.tsx";
import { NotificationList } from "./notification-list.tsx";

export function NotificationPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useText(layoutText);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("notificationTitle")} testId="popup-notification">
      <NotificationList empty={t("notificationEmpty")} />
    </Modal>
  );
}
