/**
 * With a model configured, the model picks the trip's stops among catalogue candidates and writes
 * a line about each (docs/architecture.md#the-planner, step 5). It sees only the candidate list (ids, names,
 * descriptions, themes) and answers ids: it can never invent a place or a coordinate. An unknown
 * id, a repeated id, the wrong count, bad JSON or a timeout keeps the planner's own choice. The
 * model only chooses: stops are built, ordered and measured by the planner (`toStop`, `orderStops`).
 */
import { z } from 'zod';
import type { Stop } from '@roadgremlin/contracts';
import { placeById, type Place } from '@roadgremlin/engine';
import { haversineKm, MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM, orderStops, themeFor, toStop, type TripPlan } from '@roadgremlin/engine';
import { LlmError, type LlmClient } from './openai.js';

/** Most candidates shown to the model (the prompt stays small and fast). */
export const MAX_CANDIDATES = 40;

export interface ModelChoice {
  stops: Stop[];
  /** 'model' when the model's choice was used, else why the planner's was kept. */
  source: 'model' | 'fallback';
  reason?: string;
}

const Answer = z.object({
  stops: z
    .array(z.object({ id: z.string().min(1), note: z.string().trim().min(1).max(400) }))
    .min(1),
});

/**
 * What the model chooses among: the plan's own pool (its corridor, radius or area, its country,
 * never behind the start or past the end), best first by the planner's one score: the plan's stops,
 * then the best of the rest, MAX_CANDIDATES in all. So the model path obeys the trip's rules too.
 */
export function candidatesFor(trip: TripPlan): Place[] {
  const planned = trip.stops.map((s) => (s.id ? placeById(s.id) : undefined)).filter((p): p is Place => Boolean(p));
  const chosen = new Set(planned.map((p) => p.id));
  const rest = trip.pool.filter((e) => !chosen.has(e.id)).map((e) => placeById(e.id)).filter((p): p is Place => Boolean(p));
  return [...planned, ...rest].slice(0, Math.max(MAX_CANDIDATES, planned.length));
}

export async function chooseWithModel(llm: LlmClient, trip: TripPlan, prompt: string, insightThemes: readonly string[] = []): Promise<ModelChoice> {
  const candidates = candidatesFor(trip);
  const want = trip.stops.length;
  if (candidates.length <= 1 || want === 0) return { stops: trip.stops, source: 'fallback', reason: 'too few candidates' };
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const list = candidates.map((p) => ({ id: p.id, name: p.name, description: p.description, themes: p.themes }));
  let answer: z.infer<typeof Answer>;
  try {
    answer = await llm.json({
      name: 'trip_stops',
      schema: Answer,
      jsonSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['stops'],
        properties: {
          stops: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'note'],
              properties: { id: { type: 'string', enum: candidates.map((p) => p.id) }, note: { type: 'string' } },
            },
          },
        },
      },
      messages: [
        {
          role: 'system',
          content:
            'You are the Road Gremlin, a playful guide to weird, hidden and quirky places. Choose stops for a road trip ONLY from the candidate list, by id. ' +
            'Never invent places. For each chosen stop write one short, playful sentence (note) on why this traveller should stop. Answer with JSON only.',
        },
        {
          role: 'user',
          content: JSON.stringify({
            trip: prompt,
            mode: trip.mode,
            days: trip.days,
            travellerInterests: insightThemes,
            chooseExactly: want,
            candidates: list,
          }),
        },
      ],
    });
  } catch (err) {
    return { stops: trip.stops, source: 'fallback', reason: err instanceof LlmError ? err.reason : 'error' };
  }

  const ids = answer.stops.map((s) => s.id);
  if (ids.some((id) => !byId.has(id))) return { stops: trip.stops, source: 'fallback', reason: 'unknown id' };
  if (new Set(ids).size !== ids.length) return { stops: trip.stops, source: 'fallback', reason: 'repeated id' };
  if (ids.length < Math.max(1, want - 2) || ids.length > want) return { stops: trip.stops, source: 'fallback', reason: 'wrong count' };
  // the trip's spacing rule holds for the model's choice as for the planner's
  const minGap = trip.mode === 'walking' ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;
  const picks = ids.map((id) => byId.get(id)!);
  if (picks.some((a, i) => picks.some((b, j) => j > i && haversineKm(a, b) < minGap))) return { stops: trip.stops, source: 'fallback', reason: 'stops too close' };

  const planned = new Map(trip.stops.map((s) => [s.id, s]));
  const notes = new Map(answer.stops.map((s) => [s.id, s.note]));
  const picked = ids.map((id) => {
    const p = byId.get(id)!;
    const base = planned.get(id) ?? toStop(p, themeFor(p, trip.themes));
    return { ...base, personalizedNote: notes.get(id)! };
  });
  return { stops: orderStops(picked, trip), source: 'model' };
}
