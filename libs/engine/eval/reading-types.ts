/**
 * The reading evaluation's cases: sentences as travellers type them (English and French, casual,
 * with counties, regions, neighbourhoods, parks, named roads and dates), each with what a local
 * would read from it, given as places on the map (coordinates) rather than as gazetteer names, so a
 * case says what is meant, not how our gazetteer spells it. Written before the reader that must pass
 * them, by people who did not read its code. Not imported by production code.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import type { Theme } from '../src/catalogue/index.js';

/** [latitude, longitude] of what the sentence means (a town's centre, a region's or a park's middle). */
export type Point = readonly [number, number];

export type ReadingClass =
  | 'french'
  | 'county'
  | 'region'
  | 'neighbourhood'
  | 'park'
  | 'road'
  | 'casual'
  | 'dates'
  | 'interest'
  | 'shape';

export interface ReadingCase {
  prompt: string;
  class: ReadingClass;
  /** Mode the form sends (default driving). */
  mode?: TransportMode;
  /** Dates the form sends (ISO yyyy-mm-dd); they win over the sentence's. */
  startDate?: string;
  endDate?: string;
  /** "Today" for relative dates ("this Friday", "next weekend"); default 2026-11-25 (a Wednesday). */
  today?: string;

  /** A→B trip: where it starts and ends (within `tolKm`, default 40 km). */
  origin?: Point;
  destination?: Point;
  /** Places the trip must pass through, in order (within `tolKm` of the route). */
  via?: readonly Point[];
  /** Loop / area trip: the area's centre and how far from it every stop may lie. */
  area?: { centre: Point; radiusKm: number };
  tolKm?: number;

  /** Trip shape the sentence asks for: one way, a loop, or there and back by other stops. */
  shape?: 'oneway' | 'loop' | 'return';
  /** Nights the trip must have (days − 1), when the sentence or the form fixes them. */
  nights?: number;
  /** Mode the trip must end up in, when the sentence insists ("walking tour", "by bike"). */
  expectMode?: TransportMode;
  /** Catalogue themes the sentence's interests mean (any of them makes a stop on theme). */
  themes?: readonly Theme[];
  /** Words of the interest as a traveller wrote it ("carousels", "drive-in theatres"): a stop is on theme when its name or description says one. */
  interestWords?: readonly string[];
  /** A named road the trip must follow ("Route 66", "Natchez Trace Parkway"), for the road rule. */
  road?: string;
  /** Words the sentence holds that are not understood and must be reported back as ignored. */
  ignored?: readonly string[];
}
