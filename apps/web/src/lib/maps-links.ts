/**
 * Outbound links (docs/product/api.md#outbound-links): Google Maps URLs (https://developers.google.com/maps/documentation/urls/get-started)
 * and web searches for a venue's phone or a lodging's booking.
 */
import type { LatLng } from './geo';

const point = ({ lat, lng }: LatLng) => `${lat},${lng}`;

/** A single-point search for one place. */
export function mapsSearchUrl(stop: LatLng): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: point(stop) })}`;
}

/**
 * The whole route: directions from the first stop to the last with the middle stops as waypoints
 * (joined by |) and travelmode driving; one stop gives the single-point search URL; none gives null.
 */
export function mapsRouteUrl(stops: readonly LatLng[]): string | null {
  if (stops.length === 0) return null;
  if (stops.length === 1) return mapsSearchUrl(stops[0]);
  const params = new URLSearchParams({ api: '1', origin: point(stops[0]), destination: point(stops[stops.length - 1]) });
  const middle = stops.slice(1, -1);
  if (middle.length) params.set('waypoints', middle.map(point).join('|'));
  params.set('travelmode', 'driving');
  return `https://www.google.com/maps/dir/?${params}`;
}

/** Turn-by-turn directions from wherever the traveller is to one stop. */
export function mapsNavigateUrl(stop: LatLng): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: point(stop), travelmode: 'driving' })}`;
}

/** 'Call Venue': a web search for the name plus 'phone contact hours'. */
export function venueContactSearchUrl(name: string): string {
  return `https://www.google.com/search?${new URLSearchParams({ q: `${name} phone contact hours` })}`;
}

/** A lodging's booking search: its name plus its address. */
export function bookingSearchUrl(name: string, address: string): string {
  return `https://www.google.com/search?${new URLSearchParams({ q: `${name} ${address}`.trim() })}`;
}
