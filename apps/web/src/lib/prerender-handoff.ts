/**
 * The hand-over from the build's prerendered landing (src/prerender.tsx) to the app. The landing
 * stays on screen while the app starts out of sight (routes load, the session is read); when the
 * app's own landing mounts it calls `landingShown()` and the prerendered copy goes. Any other first
 * screen (a stored session, another path) never showed the prerendered copy: public/prerender-gate.js
 * hid it before the first paint, and src/main.tsx drops it at once.
 */
let reveal: (() => void) | undefined;

/** src/main.tsx: what to do when the app's landing is up. */
export function onLandingShown(fn: () => void) {
  reveal = fn;
}

/** The app's landing page, once mounted. */
export function landingShown() {
  const fn = reveal;
  reveal = undefined;
  fn?.();
}
