/** The text a shared trip carries (native share sheet or clipboard). */
import { mapsRouteUrl } from '../../../lib/maps-links';
import type { Stop } from '../../../lib/trip-types';

export function tripShareText(prompt: string, stops: readonly Stop[], shareUrl?: string | null): string {
  const lines = [`🧌 Road Gremlin trip${prompt ? `: ${prompt}` : ''}`, ''];
  stops.forEach((stop, i) => lines.push(`${i + 1}. ${stop.name} — ${stop.description}`));
  const route = mapsRouteUrl(stops);
  if (route) lines.push('', `Route: ${route}`);
  if (shareUrl) lines.push(`Trip: ${shareUrl}`);
  return lines.join('\n');
}

/** The share link is relative on some servers; make it absolute for the clipboard. */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}
