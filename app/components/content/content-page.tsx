// The landmark that holds a content page. Kept in one place: if the site layout ever provides <main>
// itself, only this element changes (two <main> landmarks fail WCAG's landmark rules).
import type { ReactNode } from "react";

export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="pb-16">
      {children}
    </main>
  );
}
