// False while the server renders and while React hydrates, true afterwards: lets a component render a
// no-JavaScript version first and its interactive version once scripts run, without a setState effect.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
