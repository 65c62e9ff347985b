/**
 * "From here", "near me", "around my location": the sentence means the traveller's own location,
 * which the web app sends as the request's `here` when the browser allows it. parse.ts turns such a
 * phrase into `hereText(location)`, which the geocoder reads back as a point.
 */
import type { LatLng } from '../geo/index.js';

export const HERE_PREFIX = '@here ';

/** The place text for the traveller's location. */
export function hereText(here: LatLng): string {
  return `${HERE_PREFIX}${here.lat.toFixed(5)},${here.lng.toFixed(5)}`;
}

/** The location in a place text made by `hereText`, or undefined. */
export function hereOf(text: string): LatLng | undefined {
  if (!text.startsWith(HERE_PREFIX)) return undefined;
  const [lat, lng] = text.slice(HERE_PREFIX.length).split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}

/**
 * Token sequences (folded words) that mean "where I am". "me" only counts after a place role word
 * ("near me", "around me", "from me"); "nearby" only when the sentence names no other place.
 */
export const HERE_PHRASES: readonly string[][] = [
  ['my', 'current', 'location'], ['my', 'location'], ['current', 'location'], ['my', 'position'],
  ['where', 'i', 'am'], ["where", "i'm"], ['where', 'im'], ['close', 'to', 'me'], ['close', 'to', 'here'],
  ['close', 'by'], ['around', 'here'], ['near', 'here'], ['here'],
];

export const HERE_MESSAGE = "Gremlin doesn't know where 'here' is: allow location access or name a town to start from.";
