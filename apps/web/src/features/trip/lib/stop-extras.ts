/**
 * What the rich stop list adds when the server's enhancement gave nothing (docs/product/rules.md#stop-extras): visit
 * time by keyword (the function the server's enhancement uses, libs/contracts/src/stop-fallbacks.ts)
 * and up to 4 tags. A rating and review count only when a real source gave them, never made up.
 */
import { visitTimeFor } from '@roadgremlin/contracts/stop-fallbacks';
import type { Accommodation, Stop } from '../../../lib/trip-types';

/** Visit time by keyword in the name, then the description (the server's own estimate wins). */
export function visitTimeEstimate(stop: Pick<Stop, 'name' | 'description' | 'visitTime'>): string {
  return stop.visitTime || visitTimeFor(stop);
}

/** The rating a real source gave the stop, or null: none is ever made up (the card then shows none). */
export function stopRating(stop: Pick<Stop, 'rating'>): number | null {
  return typeof stop.rating === 'number' ? stop.rating : null;
}

/** The review count a real source gave, or null. */
export function stopReviews(stop: Pick<Stop, 'reviews'>): number | null {
  return typeof stop.reviews === 'number' ? stop.reviews : null;
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

/** budget, mid-range, any other value is high. */
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
