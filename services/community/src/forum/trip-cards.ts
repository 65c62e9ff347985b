import { HttpError, traceHeaders } from '@roadgremlin/service-kit';
import type { SharedTrip, TripCard } from '@roadgremlin/contracts';

/** Most stops a card lists, and most points of its route line. */
const CARD_STOPS = 12;
const LINE_POINTS = 160;

/** A route line thinned to at most `max` points (every n-th, the last one kept). */
export function thinLine(coords: readonly (readonly number[])[], max = LINE_POINTS): [number, number][] {
  const points = coords.filter((c) => c.length >= 2).map((c) => [Math.round(c[0]! * 1e4) / 1e4, Math.round(c[1]! * 1e4) / 1e4] as [number, number]);
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** The card a post shows for a shared trip. */
export function cardOf(shareId: string, trip: SharedTrip): TripCard {
  return {
    shareId,
    title: (trip.title?.trim() || trip.prompt).slice(0, 200),
    mode: trip.mode,
    distanceKm: trip.route ? Math.round(trip.route.distanceKm * 10) / 10 : null,
    durationMin: trip.route ? Math.round(trip.route.durationMin) : null,
    days: Math.max(1, trip.days ?? 1),
    stopCount: trip.stops.length,
    stops: trip.stops.slice(0, CARD_STOPS).map((s) => ({ name: s.name, lat: s.lat, lng: s.lng })),
    line: trip.route ? thinLine(trip.route.geometry.coordinates) : [],
  };
}

const TIMEOUT_MS = 10_000;

/**
 * Attaches one of the author's trips to a post: asks the trips service, with the author's own token,
 * to share it (the author agreed to in the request) and reads the shared trip for its card. Services
 * never read each other's tables.
 */
export class TripCards {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, token: string): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...traceHeaders() },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) {
      await res.body?.cancel().catch(() => {});
      throw new HttpError(422, 'trip_not_found', 'That trip is not one of yours, or it was deleted: pick another one or post without it.');
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw unavailable();
    }
    return (await res.json()) as T;
  }

  async attach(tripId: string, token: string): Promise<TripCard> {
    if (!this.baseUrl) throw unavailable();
    const { shareId } = await this.call<{ shareId: string }>('POST', `/api/trips/${encodeURIComponent(tripId)}/share`, token);
    const trip = await this.call<SharedTrip>('GET', `/api/trips/shared/${encodeURIComponent(shareId)}`, token);
    return cardOf(shareId, trip);
  }
}

const unavailable = () =>
  new HttpError(503, 'trips_unavailable', 'The trip could not be attached right now: the trips service is not answering. Post without it, or try again in a moment.', undefined, {
    'retry-after': '5',
  });
