/**
 * A trip's drive (routing/trip-route.ts): its own points in order, a named road's towns between them,
 * and each night's lodging right after that night's last stop, so each next day starts where the
 * traveller slept; the legs still lead one to each stop.
 */
import { describe, expect, it } from 'vitest';
import { plan, routeLine, routeTrip } from '../src/index.js';
import { makeRoute, project } from '../src/geo/index.js';
import { waypointsOf } from '../src/routing/trip-route.js';

describe('a trip by its nights', () => {
  const a = { lat: 36.17, lng: -115.14, name: 'A' };
  const b = { lat: 37.0, lng: -116.0, name: 'B' };
  const c = { lat: 38.0, lng: -117.0, name: 'C' };
  const inn = { lat: 37.05, lng: -116.1, nearStop: 'B', night: 1 };

  it("puts each lodging right after its night's last stop, as a point no leg ends at", () => {
    const w = waypointsOf({ origin: a, destination: { lat: 39.5, lng: -119.8 }, loop: false, nights: [inn] }, [b, c]);
    expect(w.map((x) => [x.p.lat, x.real])).toEqual([[a.lat, true], [b.lat, true], [inn.lat, false], [c.lat, true], [39.5, true]]);
  });

  it("drives to a night's first suggestion only: the closest lodging listed after a town stay is an alternative", () => {
    const far = { lat: 37.05, lng: -112.5, nearStop: 'B', night: 1 };
    const w = waypointsOf({ origin: a, destination: { lat: 39.5, lng: -119.8 }, loop: false, nights: [inn, far] }, [b, c]);
    expect(w.map((x) => [x.p.lat, x.p.lng, x.real])).toEqual([[a.lat, a.lng, true], [b.lat, b.lng, true], [inn.lat, inn.lng, false], [c.lat, c.lng, true], [39.5, -119.8, true]]);
  });

  it('skips a lodging whose stop is no longer in the trip, or that has no position', () => {
    const w = waypointsOf({ origin: a, destination: null, loop: true, nights: [{ ...inn, nearStop: 'gone' }, { nearStop: 'B' }] }, [b, c]);
    expect(w.every((x) => x.real)).toBe(true);
  });

  it("a three-day drive passes each night's lodging, and still has one leg per stop and one to the end", async () => {
    const trip = plan({ prompt: '3 days of weird stuff from Las Vegas to Salt Lake City' }, { seed: 1 });
    const firsts = trip.accommodations.filter((x, i, all) => all.findIndex((o) => o.night === x.night) === i);
    const nights = firsts.filter((x) => x.lat !== undefined && trip.stops.some((s) => s.name === x.nearStop));
    expect(nights.length).toBeGreaterThanOrEqual(1);
    const route = await routeTrip({ ...trip, nights: trip.accommodations }, trip.stops, trip.mode);
    expect(route?.legs).toHaveLength(trip.stops.length + 1);
    const line = makeRoute(route!.geometry.coordinates.map(([lng, lat]) => ({ lat, lng })));
    for (const n of nights) expect(project(line, { lat: n.lat!, lng: n.lng! }).offKm, n.name).toBeLessThan(2);
  });

  it('a lodging off the straight drive pulls the next day through it (and only with the night given)', async () => {
    const ends = { origin: { lat: 36.04, lng: -114.98 }, destination: { lat: 38.07, lng: -117.23 }, loop: false };
    const stops = [{ lat: 36.17, lng: -115.14, name: 'A' }, { lat: 36.91, lng: -116.76, name: 'B' }];
    const pahrump = { lat: 36.21, lng: -115.98, nearStop: 'A', night: 1 };
    const off = async (nights?: (typeof pahrump)[]) => {
      const route = await routeTrip({ ...ends, nights }, stops, 'driving');
      expect(route?.legs).toHaveLength(3);
      return project(makeRoute(route!.geometry.coordinates.map(([lng, lat]) => ({ lat, lng }))), pahrump).offKm;
    };
    expect(await off()).toBeGreaterThan(10);
    expect(await off([pahrump])).toBeLessThan(2);
  });

  it('"the slow way" keeps off the freeway where another road goes: the corridor and the drive both', async () => {
    const fast = plan({ prompt: 'Las Vegas to Salt Lake City' }, { seed: 1 });
    const slow = plan({ prompt: 'Las Vegas to Salt Lake City the slow way' }, { seed: 1 });
    expect(fast.corridor).toBe('i-15');
    expect(slow.reading.slow).toBe(true);
    expect(slow.corridor).not.toBe('i-15');
    const a = routeLine(fast.origin, fast.destination!);
    const b = routeLine(fast.origin, fast.destination!, 200, { slow: true });
    // longer and slower in real driving time (a freeway's time is never counted at its penalty)
    expect(b.distanceKm).toBeGreaterThan(a.distanceKm * 1.05);
    expect(b.durationMin).toBeGreaterThan(a.durationMin);
    expect(b.durationMin).toBeLessThan((b.distanceKm / 40) * 60);
    const route = await routeTrip({ ...slow, slow: true }, slow.stops, 'driving');
    expect(route!.distanceKm).toBeGreaterThan(b.distanceKm * 0.95);
  });
});
