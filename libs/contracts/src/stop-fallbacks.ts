/**
 * Fallbacks for a stop (docs/product/rules.md#stop-extras), computed in ONE place for the trips service (enhancement) and
 * the web app (a stop shown before or without enhancement), so a stop's visit time does not change
 * when enhancement arrives. No zod here: the web app imports this file's values
 * (`@roadgremlin/contracts/stop-fallbacks`) without pulling the schemas into its bundle.
 */

/** FNV-1a (32-bit): a stable, well-spread number from a string (optionally from another offset basis). */
export function hashString(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// No rating or review count is ever made up here: a stop shows one only when a real source gave it
// (docs/architecture.md#decisions-that-override-the-product-description: no invented ratings).

const VISIT_RULES: [RegExp, string][] = [
  [/\b(museum|museums|gallery|galleries)\b/, '2-3 hours'],
  [/\b(restaurant|cafe|café|diner|diners)\b/, '1-2 hours'],
  [/\b(park|parks|trail|trails|hike|hikes|hiking)\b/, '1-3 hours'],
  [/\b(shop|shops|store|stores|market|markets)\b/, '30min-1hr'],
  [/\b(viewpoint|viewpoints|overlook|lookout)\b/, '30-60min'],
];
export const DEFAULT_VISIT_TIME = '1-2 hours';

/** Visit time estimates (docs/product/rules.md#stop-extras), by the first rule the stop's name (then description) matches. */
export function visitTimeFor(stop: { name: string; description?: string | null }): string {
  for (const text of [stop.name, stop.description]) {
    const t = (text ?? '').toLowerCase();
    for (const [re, label] of VISIT_RULES) if (re.test(t)) return label;
  }
  return DEFAULT_VISIT_TIME;
}
