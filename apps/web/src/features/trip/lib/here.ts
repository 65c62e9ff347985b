/**
 * "From here", "near me", "around my location": the browser's location is asked for only when the
 * sentence says so (the trips service reads the same words), and only then sent, rounded to two
 * decimals (about 1 km). Refused, unavailable or slow: no location, and the service answers that it
 * needs a town to start from.
 */
export interface Here {
  lat: number;
  lng: number;
}

/** The same words the planner reads as the traveller's location (libs/engine/src/planner/here.ts). */
const HERE_WORDS =
  /\b(?:here|nearby|close by|(?:near|around|from|by|close to) me|my (?:current )?location|current location|my position|where i(?:'| a)?m)\b/i;

export function usesHere(prompt: string): boolean {
  return HERE_WORDS.test(prompt);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The browser's location, or null when refused, unavailable or slower than `timeoutMs`. */
export function currentLocation(timeoutMs = 10_000): Promise<Here | null> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve({ lat: round2(p.coords.latitude), lng: round2(p.coords.longitude) }),
      () => resolve(null),
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: timeoutMs },
    );
  });
}
