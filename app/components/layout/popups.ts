// The site's popups, each loaded on first use (see lazyPopup).
import { lazyPopup } from "../ui/lazy-popup.tsx";

export const GoalPanel = lazyPopup(() => import("./goal-panel.tsx").then((m) => m.GoalPanel));
export const NotificationPopup = lazyPopup(() => import("./notification-popup.tsx").then((m) => m.NotificationPopup));
export const CoursesSidebar = lazyPopup(() => import("./courses-sidebar.tsx").then((m) => m.CoursesSidebar));
