/**
 * The planner's one error type. The API turns every code into a 422 with the message, which the
 * screen shows under 'Gremlin got confused!' (docs/product/screens.md#planner-form).
 */
export type PlannerErrorCode =
  /** A place named in the sentence is not in the gazetteer (message names it). */
  | 'unknown_place'
  /** A name with two readings that stay close ("Did you mean Kingston, ON or Kingston, NY?"); `readings` holds both. */
  | 'ambiguous_place'
  /** The sentence starts "here" ("from here", "near me") but the request carries no location. */
  | 'no_location'
  /** The sentence names no place and no known corridor. */
  | 'no_place'
  /** The catalogue has nothing inside the corridor / radius, even widened. */
  | 'no_stops'
  /** Reroll: nothing else near the stop to swap in. */
  | 'no_alternative';

/** One reading of an ambiguous name, as the 422's `details.readings` carries it. */
export interface PlaceReading {
  name: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  /** "Kingston, ON". */
  label: string;
}

export interface PlannerErrorDetails {
  readings?: PlaceReading[];
  /** The nearest names the gazetteer knows to an unknown one ("Tuscola, IL"). */
  suggestions?: string[];
}

export class PlannerError extends Error {
  override readonly name = 'PlannerError';
  constructor(
    readonly code: PlannerErrorCode,
    message: string,
    /** The place text the error is about, when there is one. */
    readonly place?: string,
    /** More for the client: both readings of an ambiguous name. */
    readonly details?: PlannerErrorDetails,
  ) {
    super(message);
  }
}
