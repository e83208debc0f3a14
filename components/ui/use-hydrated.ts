import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true after: for output only the browser knows, and for
 * controls that do nothing until the page's scripts run (the checkout loads them after its first
 * paint, docs/decisions.md), so they show as disabled until then.
 */
export function useHydrated() {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
