import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server render and hydration, true after: for JS-only enhancements. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
