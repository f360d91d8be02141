import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered HTML, true afterwards. Anything that depends on the
 * visitor's URL query (blog search, contact prefill) waits for it, so the first client render
 * matches the static HTML and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
