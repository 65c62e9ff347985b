/** Curved origin → destination lines for the journey-activity map (a quadratic Bézier bowed north). */
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { JourneyActivityItem } from '../../../lib/trip-types';

export function arcCoordinates(from: [number, number], to: [number, number], segments = 24): [number, number][] {
  const [x0, y0] = from;
  const [x2, y2] = to;
  const dx = x2 - x0;
  const dy = y2 - y0;
  const length = Math.hypot(dx, dy);
  // Control point: the midpoint pushed sideways by a fifth of the length.
  const x1 = (x0 + x2) / 2 - dy * 0.2;
  const y1 = (y0 + y2) / 2 + dx * 0.2;
  if (length === 0) return [from, to];
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i += 1) {
    const t = i / segments;
    const u = 1 - t;
    points.push([u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2]);
  }
  return points;
}

export function journeyArcs(journeys: readonly JourneyActivityItem[]): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: journeys.map(
      (j): Feature<LineString> => ({
        type: 'Feature',
        properties: { id: j.id, origin: j.originCity, destination: j.destinationCity },
        geometry: { type: 'LineString', coordinates: arcCoordinates([j.originLng, j.originLat], [j.destinationLng, j.destinationLat]) },
      }),
    ),
  };
}

export function journeyEndpoints(journeys: readonly JourneyActivityItem[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: journeys.flatMap((j): Feature<Point>[] => [
      { type: 'Feature', properties: { kind: 'origin', city: j.originCity }, geometry: { type: 'Point', coordinates: [j.originLng, j.originLat] } },
      {
        type: 'Feature',
        properties: { kind: 'destination', city: j.destinationCity },
        geometry: { type: 'Point', coordinates: [j.destinationLng, j.destinationLat] },
      },
    ]),
  };
}
