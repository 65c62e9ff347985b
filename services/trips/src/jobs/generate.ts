/**
 * The `generate-trip` job: plan (optionally let the model choose among the candidates), store the
 * trip under the job's id (a Regenerate: as the new version of the trip it replaces), announce it.
 * Safe to run twice for one job: a retry after a crash replans with the same seed and finds the
 * row (or the version) already stored.
 */
import type { Redis } from 'ioredis';
import { CHANNELS, TripGeneratedEvent } from '@roadgremlin/contracts';
import { publishEvent } from '@roadgremlin/service-kit';
import { plan, PlannerError, type TripPlan } from '@roadgremlin/engine';
import type { TripRepository } from '../trips/repository.js';
import type { LlmClient } from '../llm/openai.js';
import { chooseWithModel } from '../llm/choose-stops.js';
import { addPersonalTouches } from '@roadgremlin/engine';
import { understoodOf } from '@roadgremlin/engine';
import type { GenerateJobData, GenerateJobResult } from './queues.js';
import { routeTrip } from '@roadgremlin/engine';
import type { RouteOptions } from '@roadgremlin/engine';

export interface GenerateDeps {
  trips: TripRepository;
  redis: Redis;
  redisPrefix: string;
  llm?: LlmClient;
  /** Test-only pause before planning (lets a test kill the worker mid-job). */
  delayMs?: number;
  /** ROUTING_URL / ROUTING_TIMEOUT_MS; unset: the embedded router. */
  routing?: Pick<RouteOptions, 'routingUrl' | 'timeoutMs'>;
  log?: { warn(obj: object, msg: string): void };
}

export async function runGenerateJob(data: GenerateJobData, deps: GenerateDeps): Promise<GenerateJobResult> {
  if (deps.delayMs) await new Promise((r) => setTimeout(r, deps.delayMs));
  let trip: TripPlan;
  try {
    trip = plan(data.request, { seed: data.seed, insightThemes: data.insightThemes, avoid: data.avoid });
  } catch (err) {
    // The traveller's sentence, not the system: answer it (422), do not retry it.
    if (err instanceof PlannerError) {
      return { ok: false, code: err.code, message: err.message, ...(err.place ? { place: err.place } : {}), ...(err.details?.readings ? { readings: err.details.readings } : {}) };
    }
    throw err;
  }
  let stops = trip.stops;
  if (deps.llm) {
    const choice = await chooseWithModel(deps.llm, trip, data.request.prompt, data.insightThemes);
    if (choice.source === 'model') stops = choice.stops;
    else deps.log?.warn({ reason: choice.reason, tripId: data.tripId }, 'model choice not used; the planner chose');
  }
  // With a travel personality: notes from the traveller's insights and one bonus stop (none without).
  stops = addPersonalTouches(stops, trip, { themes: data.insightThemes, readable: data.personalizedInsights, reasons: data.insightReasons });
  const destination = trip.destination ?? trip.origin;
  const route = await routeTrip({ ...trip, nights: trip.accommodations, slow: trip.reading.slow }, stops, trip.mode, { ...deps.routing, log: deps.log });
  const generated = {
    id: data.tripId,
    user_id: data.userId,
    prompt: data.request.prompt,
    request: data.request,
    stops,
    accommodations: trip.accommodations,
    insights: data.personalizedInsights,
    origin_city: trip.origin.name,
    origin_lat: trip.origin.lat,
    origin_lng: trip.origin.lng,
    destination_city: destination.name,
    destination_lat: destination.lat,
    destination_lng: destination.lng,
    route_region: trip.routeRegion,
    seed: data.seed,
    mode: trip.mode,
    days: trip.days,
    loop: trip.loop,
    route: trip.route,
    corridor_km: trip.corridorKm,
    trip_route: route,
    notice: trip.notice ?? null,
    understood: understoodOf(trip),
    title: null,
    share_id: null,
    saved_at: null,
    share_created_at: null,
    share_revoked_at: null,
  };
  // Regenerate: the new current version of the replaced trip (gone meanwhile: a trip of its own).
  const { row, inserted } =
    (data.regenerateOf ? await deps.trips.addVersion(data.regenerateOf, data.userId, data.tripId, generated) : undefined) ??
    (await deps.trips.insertGenerated(generated));
  // Once per trip: a retried job whose first attempt stored the row does not announce it again.
  if (inserted) {
    await publishEvent(deps.redis, deps.redisPrefix, CHANNELS.tripGenerated, TripGeneratedEvent, {
      tripId: row.id,
      userId: data.userId,
      originCity: trip.origin.name,
      destinationCity: destination.name,
      routeRegion: trip.routeRegion,
      stopCount: stops.length,
      at: row.generated_at.toISOString(),
    }).catch((err) => deps.log?.warn({ err, tripId: row.id }, 'trip_generated not published'));
  }
  return {
    ok: true,
    tripId: row.id,
    stops: row.stops,
    accommodations: row.accommodations,
    personalizedInsights: data.personalizedInsights,
    ...(row.notice ? { notice: row.notice } : {}),
    ...(row.trip_route ? { route: row.trip_route } : {}),
    ...(row.understood ? { understood: row.understood } : {}),
  };
}
