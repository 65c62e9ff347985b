/**
 * App-wide toasts (SPEC.md §9: 2–5 s, default 5 s, one visible at a time).
 * Chakra v3 toaster, see https://chakra-ui.com/docs/components/toast
 *
 * The store (`toaster`, `notify`) is here; the toast UI (`toaster-view.tsx`, the toast state
 * machine and its dismiss/interact-outside code, ~18 KB gzip) loads after the first paint, or at
 * once when a toast is waiting, so it stays out of the landing page's first-load JavaScript.
 * Toasts created before it arrives wait in the store and show when it mounts.
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

export const TOAST_DEFAULT_MS = 5000;

export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DEFAULT_MS,
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: NotifyType;
  /** Milliseconds, clamped to the 2–5 s of SPEC.md §9. */
  duration?: number;
  /** A button on the toast (My Trips' 'Undo'); clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

/**
 * Shows a toast, replacing the visible one: with `max: 1` a second toast would otherwise wait
 * in the queue behind the first, and the newest message is the one that matters.
 */
export function notify({ title, description, type = 'info', duration = TOAST_DEFAULT_MS, action }: NotifyOptions): void {
  // Deferred: the toaster store flushes React synchronously, which React refuses while a
  // screen calls notify from an effect.
  wakeToaster();
  queueMicrotask(() => {
    toaster.dismiss();
    toaster.create({
      title,
      description,
      type,
      duration: Math.min(5000, Math.max(2000, duration)),
      closable: true,
      ...(action ? { action } : {}),
    });
  });
}

const ToasterView = lazy(() => import('./toaster-view'));

const wakers = new Set<() => void>();
let awake = false;
function wakeToaster() {
  awake = true;
  for (const wake of wakers) wake();
}

/** Mounts the toast UI when the browser is idle after the first paint, or when a toast is waiting. */
export function Toaster() {
  const [ready, setReady] = useState(awake);
  useEffect(() => {
    if (ready) return;
    const wake = () => setReady(true);
    wakers.add(wake);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(wake, { timeout: 2000 }) : window.setTimeout(wake, 200);
    return () => {
      wakers.delete(wake);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
