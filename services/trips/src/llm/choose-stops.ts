/**
 * With a model configured, the model picks the trip's stops among catalogue candidates and writes
 * a line about each (DESIGN.md "The planner" step 5). It sees only the candidate list (ids, names,
 * descriptions, themes) and answers ids: it can never invent a place or a coordinate. An unknown
 * id, a repeated id, the wrong count, bad JSON or a timeout keeps the planner's own choice. The
 * model only chooses: stops are built, ordered and measured by the planner (`toStop`, `orderStops`).
 */
import { z } from 'zod';
import type { Stop } from '@roadgremlin/contracts';
import { places, placeById, type Place, type Theme } from '../catalogue/index.js';
import { makeRoute, orderStops, project, themeFor, themesInText, toStop, type TripPlan } from '../planner/index.js';
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

/** The candidate pool of the plan: its corridor (A→B), radius (loop) or region, best first. */
export function candidatesFor(trip: TripPlan, insightThemes: readonly string[] = []): Place[] {
  const wanted = new Map<Theme, number>();
  for (const t of trip.themes) wanted.set(t, 1);
  for (const s of insightThemes) for (const [t, w] of themesInText(s)) wanted.set(t, (wanted.get(t) ?? 0) + 0.5 * w);
  const route = makeRoute(trip.route);
  const inPool = (p: Place) => {
    if (trip.areaRegion) return p.region === trip.areaRegion;
    return project(route, p).offKm <= trip.corridorKm;
  };
  const chosen = new Set(trip.stops.map((s) => s.id));
  const score = (p: Place) => p.themes.reduce((a, t) => a + (wanted.get(t) ?? 0), 0) * 2 + p.oddness * 0.5;
  const pool = places.filter((p) => !chosen.has(p.id) && inPool(p)).sort((a, b) => score(b) - score(a) || (a.id < b.id ? -1 : 1));
  const planned = trip.stops.map((s) => (s.id ? placeById(s.id) : undefined)).filter((p): p is Place => Boolean(p));
  return [...planned, ...pool].slice(0, Math.max(MAX_CANDIDATES, planned.length));
}

export async function chooseWithModel(llm: LlmClient, trip: TripPlan, prompt: string, insightThemes: readonly string[] = []): Promise<ModelChoice> {
  const candidates = candidatesFor(trip, insightThemes);
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

  const planned = new Map(trip.stops.map((s) => [s.id, s]));
  const notes = new Map(answer.stops.map((s) => [s.id, s.note]));
  const picked = ids.map((id) => {
    const p = byId.get(id)!;
    const base = planned.get(id) ?? toStop(p, themeFor(p, trip.themes));
    return { ...base, personalizedNote: notes.get(id)! };
  });
  return { stops: orderStops(picked, trip), source: 'model' };
}
