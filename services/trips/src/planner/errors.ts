/**
 * The planner's one error type. The API turns every code into a 422 with the message, which the
 * screen shows under 'Gremlin got confused!' (SPEC.md §8).
 */
export type PlannerErrorCode =
  /** A place named in the sentence is not in the gazetteer (message names it). */
  | 'unknown_place'
  /** The sentence names no place and no known corridor. */
  | 'no_place'
  /** The catalogue has nothing inside the corridor / radius, even widened. */
  | 'no_stops'
  /** Reroll: nothing else near the stop to swap in. */
  | 'no_alternative';

export class PlannerError extends Error {
  override readonly name = 'PlannerError';
  constructor(
    readonly code: PlannerErrorCode,
    message: string,
    /** The place text the error is about, when there is one. */
    readonly place?: string,
  ) {
    super(message);
  }
}
