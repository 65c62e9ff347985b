/**
 * The Trip Navigator's state machine (docs/product/screens.md#trip-navigator): inactive or active, the current stop,
 * which stops were reached. Pure: the overlay turns the returned `event` into toasts and notifications.
 */
import { distanceKm, type LatLng } from '../../../lib/geo';

/** docs/product/rules.md#navigator. */
export const ARRIVAL_RADIUS_KM = 0.5;
export const NAVIGATOR_ZOOM = 15;
/** https://developer.mozilla.org/docs/Web/API/Geolocation/watchPosition options. */
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 5_000 };

export interface NavigatorState {
  active: boolean;
  index: number;
  stopCount: number;
  /** Stops already announced as reached (each only once). */
  reached: readonly number[];
}

export type NavigatorEvent = 'started' | 'paused' | 'next' | 'complete' | 'approaching' | null;

export type NavigatorAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'next' }
  | { type: 'select'; index: number }
  | { type: 'position'; position: LatLng; stops: readonly LatLng[] };

export function initialNavigatorState(stopCount: number, index = 0): NavigatorState {
  return { active: false, index: Math.min(Math.max(0, index), Math.max(0, stopCount - 1)), stopCount, reached: [] };
}

export const isLastStop = (state: NavigatorState) => state.index >= state.stopCount - 1;

export function navigatorStep(state: NavigatorState, action: NavigatorAction): { state: NavigatorState; event: NavigatorEvent } {
  switch (action.type) {
    case 'start':
      return { state: { ...state, active: true }, event: 'started' };
    case 'pause':
      return { state: { ...state, active: false }, event: 'paused' };
    case 'next':
      if (isLastStop(state)) return { state: { ...state, active: false }, event: 'complete' };
      return { state: { ...state, index: state.index + 1 }, event: 'next' };
    case 'select':
      if (action.index < 0 || action.index >= state.stopCount) return { state, event: null };
      return { state: { ...state, index: action.index }, event: null };
    case 'position': {
      const target = action.stops[state.index];
      if (!state.active || !target || state.reached.includes(state.index)) return { state, event: null };
      if (distanceKm(action.position, target) > ARRIVAL_RADIUS_KM) return { state, event: null };
      return { state: { ...state, reached: [...state.reached, state.index] }, event: 'approaching' };
    }
  }
}

/** A stop before the current one, or one already reached, shows as done. */
export function isStopDone(state: NavigatorState, index: number): boolean {
  return index < state.index || state.reached.includes(index);
}
