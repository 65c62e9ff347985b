/**
 * What the rich stop list adds when the server's enhancement gave nothing (SPEC.md §9): visit
 * time by keyword, a pseudo-random rating and review count derived from the name, up to 4 tags.
 */
import type { Accommodation, Stop } from '../../../lib/trip-types';

const VISIT_RULES: [RegExp, string][] = [
  [/museum|gallery/, '2-3 hours'],
  [/restaurant|cafe|café|diner/, '1-2 hours'],
  [/park|trail|hike/, '1-3 hours'],
  [/shop|store|market/, '30min-1hr'],
  [/viewpoint/, '30-60min'],
];
export const DEFAULT_VISIT_TIME = '1-2 hours';

/** SPEC.md §9 visit time by keyword in the name and description (the server's own estimate wins). */
export function visitTimeEstimate(stop: Pick<Stop, 'name' | 'description' | 'visitTime'>): string {
  if (stop.visitTime) return stop.visitTime;
  const text = `${stop.name} ${stop.description}`.toLowerCase();
  for (const [pattern, time] of VISIT_RULES) if (pattern.test(text)) return time;
  return DEFAULT_VISIT_TIME;
}

/** A small stable string hash (FNV-1a, 32 bit) so a stop keeps its numbers across renders. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The server's rating, else 4.0–4.9 derived from the name. */
export function stopRating(stop: Pick<Stop, 'name' | 'rating'>): number {
  if (typeof stop.rating === 'number') return stop.rating;
  return 4 + (hashString(stop.name) % 10) / 10;
}

/** The server's review count, else 50–249 derived from the name (stable, so it does not jump). */
export function stopReviews(stop: Pick<Stop, 'name' | 'reviews'>): number {
  if (typeof stop.reviews === 'number') return stop.reviews;
  return 50 + (hashString(stop.name, 0x9e3779b9) % 200);
}

export const MAX_TAGS = 4;

/** Up to 4 hashtag tags: the server's, else words from the theme, cluster and personalised tag. */
export function stopTags(stop: Pick<Stop, 'tags' | 'theme' | 'cluster' | 'personalizedTag'>): string[] {
  const raw = stop.tags?.length ? stop.tags : [stop.theme, stop.cluster, stop.personalizedTag].filter((t): t is string => !!t);
  const tags: string[] = [];
  for (const tag of raw) {
    const clean = tag.replace(/^#/, '').replace(/[^\p{L}\p{N}]+/gu, '');
    if (clean && !tags.includes(`#${clean}`)) tags.push(`#${clean}`);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

export type PriceBand = 'budget' | 'mid-range' | 'high';

/** SPEC.md §3: budget, mid-range, any other value is high. */
export function priceBand(priceRange: string): PriceBand {
  const value = priceRange.trim().toLowerCase();
  if (value === 'budget') return 'budget';
  if (value === 'mid-range') return 'mid-range';
  return 'high';
}

export const PRICE_BAND_LABEL: Record<PriceBand, string> = { budget: '$ Budget', 'mid-range': '$$ Mid-range', high: '$$$ High-end' };

/** The first 4 amenities and how many more there are ('+N more'). */
export function amenitiesPreview(amenities: readonly string[], limit = 4): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, limit), more: Math.max(0, amenities.length - limit) };
}

export function formatPrice(estimatedPrice: Accommodation['estimatedPrice']): string {
  if (typeof estimatedPrice === 'number') return `$${estimatedPrice}/night`;
  return estimatedPrice;
}
