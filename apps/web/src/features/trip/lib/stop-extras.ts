/**
 * What the rich stop list adds when the server's enhancement gave nothing (SPEC.md §9): visit
 * time by keyword, a pseudo-random rating and review count derived from the name (the same
 * functions the server's enhancement uses, libs/contracts/src/stop-fallbacks.ts), up to 4 tags.
 */
import { fallbackRating, fallbackReviews, visitTimeFor } from '@roadgremlin/contracts/stop-fallbacks';
import type { Accommodation, Stop } from '../../../lib/trip-types';

/** SPEC.md §9 visit time by keyword in the name, then the description (the server's own estimate wins). */
export function visitTimeEstimate(stop: Pick<Stop, 'name' | 'description' | 'visitTime'>): string {
  return stop.visitTime || visitTimeFor(stop);
}

/** The server's rating, else the same 4.0–4.9 the server derives from the name. */
export function stopRating(stop: Pick<Stop, 'name' | 'rating'>): number {
  return typeof stop.rating === 'number' ? stop.rating : fallbackRating(stop.name);
}

/** The server's review count, else the same 50–249 the server derives from the name. */
export function stopReviews(stop: Pick<Stop, 'name' | 'reviews'>): number {
  return typeof stop.reviews === 'number' ? stop.reviews : fallbackReviews(stop.name);
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

/** "Night 1 · 12 km from Silver Reef": where the night's lodging is, from the day's last stop. */
export function lodgingDistance(place: Pick<Accommodation, 'night' | 'distanceKm' | 'nearStop'>): string | null {
  if (place.distanceKm === undefined) return null;
  const km = place.distanceKm < 1 ? `${Math.round(place.distanceKm * 1000)} m` : `${place.distanceKm.toFixed(place.distanceKm < 10 ? 1 : 0)} km`;
  const from = place.nearStop ? `from ${place.nearStop}` : 'from the day\'s last stop';
  return `${place.night ? `Night ${place.night} · ` : ''}${km} ${from}`;
}
