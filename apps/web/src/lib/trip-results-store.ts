/**
 * Whether the planner currently shows results, and how to clear them. The nav bar's back
 * button reads this; the planner publishes into it. It lives in lib/ because
 * the app shell and the planner feature must not import each other's internals.
 */
import { useSyncExternalStore } from 'react';

interface TripResultsState {
  hasResults: boolean;
  clear: (() => void) | null;
}

let state: TripResultsState = { hasResults: false, clear: null };
const subscribers = new Set<() => void>();

function setState(next: TripResultsState): void {
  state = next;
  for (const notify of subscribers) notify();
}

export const tripResultsStore = {
  getState: (): TripResultsState => state,
  subscribe(notify: () => void): () => void {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  },
  /** The planner calls this when stops appear, with the function that clears them. */
  publish(clear: () => void): void {
    setState({ hasResults: true, clear });
  },
  /** The planner calls this once its results are gone. */
  reset(): void {
    if (state.hasResults || state.clear) setState({ hasResults: false, clear: null });
  },
  /** Clears the results through the planner's handler (the back button). */
  clearResults(): void {
    const { clear } = state;
    setState({ hasResults: false, clear: null });
    clear?.();
  },
};

export function useTripResults(): { hasResults: boolean; clearResults: () => void } {
  const snapshot = useSyncExternalStore(tripResultsStore.subscribe, tripResultsStore.getState, tripResultsStore.getState);
  return { hasResults: snapshot.hasResults, clearResults: tripResultsStore.clearResults };
}
