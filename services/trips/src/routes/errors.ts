import { HttpError } from '@roadgremlin/service-kit';
import { PlannerError } from '../planner/index.js';

/** SPEC §8 'Gremlin got confused!': every planner error is the traveller's to fix (422, message names the place). */
export function plannerHttpError(code: string, message: string, place?: string) {
  return new HttpError(422, code, message, place ? { place } : undefined);
}

export function asHttpError(err: unknown): unknown {
  return err instanceof PlannerError ? plannerHttpError(err.code, err.message, err.place) : err;
}

export const tripNotFound = () => new HttpError(404, 'not_found', 'Trip not found.');
