/**
 * State a person would hate to lose — a half-typed trip, the trip the gremlin just planned — kept for
 * the life of the browser tab (sessionStorage), so that visiting another screen or reloading the page
 * gives it back. Each draft belongs to one user (the key carries the user id) and every draft is
 * dropped when someone signs out on this device.
 *
 * A draft is an external store (useSyncExternalStore): its setter can be called after the screen
 * that owns it has unmounted — a trip that finishes generating while the traveller reads the forum
 * still lands in it.
 */
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'rg.draft.v1.';

const values = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: drafts then live as long as the page
  }
}

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

function read<T>(key: string, initial: T, parse: (raw: unknown) => T | null): T {
  if (values.has(key)) return values.get(key) as T;
  let value = initial;
  const raw = storage()?.getItem(key);
  if (raw) {
    try {
      value = parse(JSON.parse(raw)) ?? initial;
    } catch {
      value = initial; // written by an older build, or damaged: start afresh
    }
  }
  values.set(key, value);
  return value;
}

function write(key: string, value: unknown): void {
  values.set(key, value);
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the draft still lives in memory for this page.
  }
  notify(key);
}

export type DraftSetter<T> = (next: T | ((current: T) => T)) => void;

/**
 * One draft: `name` says what it is, `owner` whose it is (the signed-in user's id). `initial` is the
 * value when there is none yet; `parse` checks what storage held and answers null to discard it.
 * `initial` and `parse` should be stable (module constants).
 */
export function useSessionDraft<T>(
  name: string,
  owner: string | null | undefined,
  initial: T,
  parse: (raw: unknown) => T | null,
): [T, DraftSetter<T>] {
  const key = `${PREFIX}${name}.${owner ?? 'visitor'}`;
  const subscribe = useCallback(
    (listener: () => void) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    [key],
  );
  const getSnapshot = useCallback(() => read(key, initial, parse), [key, initial, parse]);
  const value = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const setValue = useCallback<DraftSetter<T>>(
    (next) => {
      // Always from the latest value, not a render's: async callbacks call this late.
      const current = read(key, initial, parse);
      write(key, typeof next === 'function' ? (next as (current: T) => T)(current) : next);
    },
    [key, initial, parse],
  );
  return [value, setValue];
}

/** Drops every draft of every user on this device (at sign-out). */
export function clearSessionDrafts(): void {
  const store = storage();
  if (store) {
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) store.removeItem(key);
    }
  }
  const keys = [...values.keys()];
  values.clear();
  for (const key of keys) notify(key);
}
