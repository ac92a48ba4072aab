// The enquiry popups, each loaded on first use (see lazyPopup).
import { lazyPopup } from "../ui/lazy-popup.tsx";

export const EnquiryPopup = lazyPopup(() => import("./enquiry-popup.tsx").then((m) => m.EnquiryPopup));
export const BrochurePopup = lazyPopup(() => import("./brochure-popup.tsx").then((m) => m.BrochurePopup));
