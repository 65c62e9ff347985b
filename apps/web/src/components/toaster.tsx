/**
 * App-wide toasts (docs/product/screens.md#toasts: 2–5 s, default 5 s). Not one at a time but
 * at most 3, stacked, each with a close button, and never over the controls a user needs
 * next. Those controls sit at the top of their screens (the results' action bar, the navigator's
 * buttons) or in the middle (the trip form's submit), so toasts live in the bottom corner: bottom
 * right from md up, and on a phone full-width above the bottom tab bar (toaster-view.tsx sets
 * --rg-toast-bottom per breakpoint). When the control the user just used sits in that corner (the
 * form's submit scrolled to the bottom of a phone), the toasts rise above it (--rg-toast-clear, see
 * clearLastControl). apps/web-e2e/tests/toasts.spec.ts checks the geometry.
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

/** How many toasts show at once; a newer one pushes the oldest out. */
export const TOAST_MAX_VISIBLE = 3;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  // Stacked one above the other (not piled up), so each one's text and close button stay readable.
  overlap: false,
  gap: 8,
  // CSS variables, set per breakpoint on the toaster element (toaster-view.tsx).
  offsets: { top: '16px', left: '16px', right: '16px', bottom: 'max(var(--rg-toast-bottom, 16px), var(--rg-toast-clear, 0px))' },
  duration: TOAST_DEFAULT_MS,
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: NotifyType;
  /** Milliseconds, clamped to 2–5 s. */
  duration?: number;
  /** A button on the toast (My Trips' 'Undo'); clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

/**
 * Shows a toast. When TOAST_MAX_VISIBLE are already up, the oldest goes first: past `max` the store
 * would queue the new one behind the others, and the newest message is the one that matters.
 */
export function notify({ title, description, type = 'info', duration = TOAST_DEFAULT_MS, action }: NotifyOptions): void {
  // Deferred: the toaster store flushes React synchronously, which React refuses while a
  // screen calls notify from an effect.
  wakeToaster();
  clearLastControl(Math.min(TOAST_MAX_VISIBLE, toaster.getVisibleToasts().filter((t) => t.title !== title).length + 1));
  queueMicrotask(() => {
    // Newest first. A toast with the same title is replaced (three 'Next Stop's say nothing more
    // than the last one); past the limit the oldest goes.
    const visible = toaster.getVisibleToasts();
    const same = visible.filter((t) => t.title === title);
    const others = visible.filter((t) => t.title !== title);
    for (const old of [...same, ...others.slice(TOAST_MAX_VISIBLE - 1)]) {
      if (old.id) toaster.remove(old.id);
    }
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

/** Room one toast takes in the stack: a title and a description of up to two lines, and the gap. */
const TOAST_SLOT_PX = 108;
/** toaster-view.tsx: full width with 16px sides below md (768px), else 24rem wide at the right. */
const TOAST_WIDE_FROM_PX = 768;
const TOAST_WIDTH_PX = 384;

let lastControl: Element | null = null;
/** Where the control the toasts rose above was (its top, px from the viewport top). */
let clearedTop: number | null = null;
function rememberControl(event: Event) {
  const target = event.target instanceof Element ? event.target.closest('button, a, input, select, textarea, [role="button"]') : null;
  if (target) lastControl = target;
}
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', rememberControl, true);
  document.addEventListener('keydown', rememberControl, true);
  // Once the page scrolls the control away, the toasts go back to their corner. (A scroll event can
  // also arrive just after the press, from scrolling the control into view: that one changes nothing.)
  window.addEventListener('scroll', () => {
    if (clearedTop !== null && lastControl?.isConnected && Math.abs(lastControl.getBoundingClientRect().top - clearedTop) < 1) return;
    clearedTop = null;
    document.documentElement.style.removeProperty('--rg-toast-clear');
  }, { passive: true });
}

/**
 * Lifts the toasts above the control the user just pressed when it lies where the `toastCount`
 * toasts about to show would appear, so a toast never hides what the user is about to press again
 * (it may cover what lies just above it for its few seconds); otherwise they sit in their corner.
 */
function clearLastControl(toastCount: number) {
  if (typeof window === 'undefined') return;
  const root = document.documentElement;
  const el = lastControl?.isConnected ? lastControl : null;
  const rect = el?.getBoundingClientRect();
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const wide = vw >= TOAST_WIDE_FROM_PX;
  const toastLeft = wide ? vw - 16 - TOAST_WIDTH_PX : 16;
  // toaster-view.tsx: 16px from md up, else above the 57px tab bar plus 12px.
  const offset = wide ? 16 : 69;
  const inCorner =
    rect && rect.width > 0 && rect.bottom > vh - offset - toastCount * TOAST_SLOT_PX && rect.top < vh && rect.right > toastLeft && rect.left < vw - 16;
  if (inCorner) {
    clearedTop = rect.top;
    root.style.setProperty('--rg-toast-clear', `${Math.round(vh - rect.top + 8)}px`);
  } else {
    clearedTop = null;
    root.style.removeProperty('--rg-toast-clear');
  }
}

/**
 * For a modal Dialog's `persistentElements`: the toast stack counts as part of the dialog, so its
 * close buttons stay clickable (a modal turns off pointer events outside itself) and pressing one
 * does not close the dialog as a click outside.
 * https://chakra-ui.com/docs/components/dialog (persistentElements)
 */
export const TOASTS_OVER_DIALOGS = [() => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')];

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
