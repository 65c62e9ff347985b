import { z } from 'zod';

/** A GeoJSON (RFC 7946) position: [longitude, latitude]. */
const Position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** One leg between two consecutive stops. `onRoad: false` = a straight line ("as the crow flies"). */
export const RouteLeg = z
  .object({
    distanceKm: z.number().nonnegative(),
    durationMin: z.number().nonnegative(),
    /** false when the leg (or part of it) is a straight connector: off the road network, or walking/cycling. */
    onRoad: z.boolean(),
  })
  .meta({ id: 'RouteLeg' });
export type RouteLeg = z.infer<typeof RouteLeg>;

/**
 * A trip's route through its stops in order: one line for the map and, per leg, the distance and
 * travel time. `source` says who computed it: the trips service's own router over the Natural Earth
 * road network (`embedded`) or an OSRM-compatible server (`osrm`, when ROUTING_URL is set).
 */
export const TripRoute = z
  .object({
    geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(Position) }),
    legs: z.array(RouteLeg),
    distanceKm: z.number().nonnegative(),
    durationMin: z.number().nonnegative(),
    source: z.enum(['embedded', 'osrm']),
  })
  .meta({ id: 'TripRoute' });
export type TripRoute = z.infer<typeof TripRoute>;
