// Popups load their code (Radix Dialog, the form, the panel) only when first opened, keeping it out of
// every page's first download. `preload` starts the download on hover or focus of the opening button.
import { lazy, Suspense, type ComponentType } from "react";

export function lazyPopup<P extends { open: boolean; onOpenChange: (open: boolean) => void }>(
  load: () => Promise<ComponentType<P>>,
) {
  const Component = lazy(async () => ({ default: await load() }));
  function LazyPopup(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  LazyPopup.preload = () => void load().catch(() => {});
  return LazyPopup;
}
