import { RoadClass, ROAD_CLASS_COUNT } from './format.js';

/**
 * Travel speeds by road class, km/h, for the embedded router's drive times. Natural Earth carries
 * no speed limits; these are typical free-flow averages over long distances (US Interstates and
 * Canadian freeways ≈ 105, two-lane US/national highways ≈ 85, state/provincial highways ≈ 75 …).
 * README.md holds the same table.
 */
export const SPEED_KMH: Record<keyof typeof RoadClass, number> = {
  freeway: 105,
  federal: 85,
  state: 75,
  other: 60,
  unpaved: 40,
  winter: 30,
  ferry: 20,
  connector: 50,
  underConstruction: 50,
};
/** "The slow way", "back roads": a freeway counts this many times its time when the route is chosen. */
export const SLOW_FREEWAY_FACTOR = 2.5;
/** Added once per ferry edge: waiting and boarding. */
export const FERRY_BOARDING_MIN = 30;
/** Straight access from a stop to the road where it joins the network (local roads the 1:10m layer does not have). */
export const ACCESS_SPEED_KMH = 50;
/** Stops farther than this from the network are joined by a straight line and the leg is onRoad:false. */
export const MAX_SNAP_KM = 30;
/** Driving legs drawn straight (off network, no path): this speed on the great-circle distance. */
export const OFF_NETWORK_SPEED_KMH = 50;
/** "As the crow flies" speeds for walking and bicycling trips (no streets in the 1:10m network). */
export const WALKING_SPEED_KMH = 4.5;
export const CYCLING_SPEED_KMH = 15;
/** The fastest class: the A* heuristic divides straight-line distance by it (admissible). */
export const MAX_SPEED_KMH = Math.max(...Object.values(SPEED_KMH));

/** Seconds per metre for each class code. */
export const SECONDS_PER_M: Float64Array = (() => {
  const out = new Float64Array(ROAD_CLASS_COUNT);
  for (const [name, code] of Object.entries(RoadClass)) out[code] = 3.6 / SPEED_KMH[name as keyof typeof RoadClass];
  return out;
})();
