import { HttpError } from '@roadgremlin/service-kit';
import { PlannerError, type PlaceReading } from '@roadgremlin/engine';

/**
 * 'Gremlin got confused!' (docs/product/screens.md#planner-form): every planner error is the traveller's to fix (422, message names
 * the place); an ambiguous name also carries both readings (`details.readings`, "Kingston, ON"…).
 */
export function plannerHttpError(code: string, message: string, place?: string, readings?: PlaceReading[]) {
  const details = { ...(place ? { place } : {}), ...(readings?.length ? { readings } : {}) };
  return new HttpError(422, code, message, Object.keys(details).length ? details : undefined);
}

export function asHttpError(err: unknown): unknown {
  return err instanceof PlannerError ? plannerHttpError(err.code, err.message, err.place, err.details?.readings) : err;
}

export const tripNotFound = () => new HttpError(404, 'not_found', 'Trip not found.');
