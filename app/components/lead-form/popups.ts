// The lead popups, each loaded on first use (see lazyPopup).
import { lazyPopup } from "../ui/lazy-popup.tsx";

export const LeadPopup = lazyPopup(() => import("./lead-popup.tsx").then((m) => m.LeadPopup));
export const BrochurePopup = lazyPopup(() => import("./brochure-popup.tsx").then((m) => m.BrochurePopup));
