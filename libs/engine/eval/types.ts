/**
 * Shapes shared by the planner evaluation (docs/product/quality.md#planner-evaluation): a case is a sentence a traveller would
 * type plus what a local would read from it. Not imported by production code.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import type { Theme } from '../src/catalogue/index.js';
import type { PlannerErrorCode } from '../src/planner/errors.js';

export type CaseTag = 'area' | 'walking' | 'misspelled' | 'ambiguous' | 'border' | 'famous';

export interface Expect {
  /** "Name, RC" as the gazetteer names it (accents, St./Saint, Mt./Mount, Ft./Fort are folded). */
  origin: string;
  /** null for a loop / area trip. */
  destination: string | null;
  /** Country of the origin; derived from the origin's region code when left out. */
  country?: 'US' | 'CA';
  /** The sentence crosses the border itself: stops may lie in both countries. */
  crossBorder?: boolean;
  /** The planner must refuse with this code (e.g. an ambiguous name: 422 `ambiguous_place`). */
  error?: PlannerErrorCode | 'ambiguous_place' | (string & {});
  /** Mode the trip must end up in (default: the case's mode, else driving). */
  mode?: TransportMode;
  /**
   * A loop that starts somewhere else ("the Olympic Peninsula from Seattle"): the name of the area it
   * goes around (the trip's `around`), while `origin` is where it starts.
   */
  around?: string;
  /** The named road the trip must follow (its name contains this). */
  road?: string;
}

export interface EvalCase {
  prompt: string;
  /** Mode the form sends (default driving). */
  mode?: TransportMode;
  startDate?: string;
  endDate?: string;
  /** Themes the sentence names (any of them, or a neighbour, makes a stop on theme). */
  themes?: readonly Theme[];
  tags?: readonly CaseTag[];
  expect: Expect;
  /** Famous cases: the catalogue place the trip must include. */
  placeId?: string;
}
