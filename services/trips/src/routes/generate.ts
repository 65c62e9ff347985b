import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@roadgremlin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { EnhanceStopsRequest, EnhanceStopsResponse, GenerateStopsRequest, GenerateStopsResponse, errorResponses, ErrorBody } from '@roadgremlin/contracts';
import { HttpError, JobFailedError, retryWhileUnavailable } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import type { GenerateJobResult, EnhanceJobResult } from '../jobs/queues.js';
import { NO_INSIGHTS } from '../insights/client.js';
import { plannerHttpError } from './errors.js';
import { GenerationSlots } from '../jobs/in-flight.js';

const bearer = [{ bearer: [] }];
const tags = ['trips'];
/** A 503 here is always worth retrying (the queue or a dependency was away for a moment). */
const RETRY = { 'retry-after': '5' };

/** POST /api/generate-stops and POST /api/enhance-stops: both run as jobs on the worker. */
export const generateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const slots = new GenerationSlots(app.ctx.redis, config.REDIS_PREFIX, {
    perUser: config.GENERATE_MAX_IN_FLIGHT_PER_USER,
    total: config.GENERATE_MAX_IN_FLIGHT,
    // A generation stops counting at its request's deadline even when nobody gives its place back.
    holdMs: config.GENERATE_TIMEOUT_MS + 5_000,
  });
  app.post(
    '/api/generate-stops',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Plan a trip from one sentence; stores it and answers its stops',
        description: [
          'Enqueues a `generate-trip` job, waits up to GENERATE_TIMEOUT_MS (30 s) for the worker and answers',
          '`{stops, tripId, personalizedInsights, accommodations}`. The same prompt, options and `seed` give the same',
          'trip; without `seed` every call draws a fresh one (Regenerate gives another set). A place the planner',
          'cannot find answers 422 naming it. With the caller\'s connected accounts (connections service) the stops',
          'lean to their travel themes. With `regenerateOf` (the caller\'s own trip) the new plan becomes that trip\'s',
          'current version (earlier versions kept) and `tripId` is that trip\'s id.',
          'Fair share: a traveller with GENERATE_MAX_IN_FLIGHT_PER_USER (3) generations already queued or running',
          'gets 429 `too_many_generations` with Retry-After; with GENERATE_MAX_IN_FLIGHT (500) in the whole queue,',
          '503 `planner_busy` with Retry-After.',
        ].join(' '),
        security: bearer,
        body: GenerateStopsRequest,
        response: { 200: GenerateStopsResponse, ...errorResponses, 429: ErrorBody, 503: ErrorBody, 504: ErrorBody },
      },
    },
    async (request) => {
      const user = request.user!;
      const tripId = randomUUID();
      // Before any work: a traveller over the cap is answered at once, and costs nobody else a thing.
      // Rides out a Redis restart like the enqueue below (taking the same id twice counts once).
      await retryWhileUnavailable(() => slots.take(user.sub, tripId));
      try {
        return await generateTrip(user, request.body, tripId, request.log);
      } finally {
        await slots.giveBack(user.sub, tripId);
      }
    },
  );

  /** Reads insights, enqueues the job, waits for it and shapes the answer (the caller holds a slot). */
  async function generateTrip(user: AuthUser, body: GenerateStopsRequest, tripId: string, log: FastifyBaseLogger) {
    const { seed: requestedSeed, regenerateOf, ...tripRequest } = body;
    const [insights, replaced] = await Promise.all([
      // Fresh: a personality disconnected a moment ago must not shape this trip.
      app.insights.forUser(user.sub, user.token, { fresh: true }).catch(() => NO_INSIGHTS),
      // Regenerate: the stops of the caller's own trip it replaces (someone else's id is ignored)
      regenerateOf ? app.trips.findOwned(regenerateOf, user.sub) : undefined,
    ]);
    const avoid = replaced ? replaced.stops.map((s) => s.id).filter((id): id is string => Boolean(id)) : [];
    const seed = requestedSeed ?? randomInt(1, 2 ** 31 - 1);
    const job = {
      tripId,
      userId: user.sub,
      request: tripRequest,
      seed,
      insightThemes: insights.themes,
      personalizedInsights: insights.readable,
      ...(insights.reasons ? { insightReasons: insights.reasons } : {}),
      ...(avoid.length ? { avoid } : {}),
      ...(replaced ? { regenerateOf: replaced.id } : {}),
    };
    try {
      // Rides out a Redis restart (up to 5 s). The job id is the trip id: an add repeated after a
      // lost reply enqueues nothing twice.
      await retryWhileUnavailable(() => app.jobs.queues.generate.add('generate', job, { jobId: tripId }));
    } catch (err) {
      log.error({ err }, 'generate-trip job not enqueued');
      throw new HttpError(503, 'unavailable', 'The Gremlin cannot plan trips right now. Please try again in a moment.', undefined, RETRY);
    }
    let result: GenerateJobResult;
    try {
      result = await app.jobs.generateWaiter.wait<GenerateJobResult>(tripId, config.GENERATE_TIMEOUT_MS);
    } catch (err) {
      if (err instanceof JobFailedError) {
        log.error({ err, tripId }, 'generate-trip job failed after its retries');
        throw new HttpError(503, 'generation_failed', 'Failed to generate trip. Please try again.', undefined, RETRY);
      }
      throw err;
    }
    if (!result.ok) throw plannerHttpError(result.code, result.message, result.place, result.readings);
    return {
      stops: result.stops,
      tripId: result.tripId,
      personalizedInsights: result.personalizedInsights,
      accommodations: result.accommodations,
      ...(result.notice ? { notice: result.notice } : {}),
      ...(result.route ? { route: result.route } : {}),
      ...(result.understood ? { understood: result.understood } : {}),
    };
  }

  app.post(
    '/api/enhance-stops',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Add ratings, notes, tags, visit times and images to stops; never fails the caller',
        description: [
          'Runs as an `enhance-stops` job. Per stop: rating 4.0–4.9 and 50–249 reviews when none (derived from the name),',
          "a 'Gremlin Says' note, up to 4 hashtag tags, a personalised tag when the caller has insights, a visit time",
          '(by the kind of place) and `serperImage` (a Serper photo when configured, else our SVG postcard). Any failure or a',
          'deadline past ENHANCE_TIMEOUT_MS answers the stops unchanged with success false. `userId` is accepted',
          'for compatibility; personalisation uses the verified token only.',
        ].join(' '),
        security: [{}, { bearer: [] }],
        body: EnhanceStopsRequest,
        response: { 200: EnhanceStopsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { stops } = request.body;
      if (!stops.length) return { success: true, stops };
      try {
        const insights = request.user ? await app.insights.forUser(request.user.sub, request.user.token) : NO_INSIGHTS;
        const jobId = randomUUID();
        await app.jobs.queues.enhance.add('enhance', { stops, insightThemes: insights.themes, insights: insights.readable }, { jobId });
        const result = await app.jobs.enhanceWaiter.wait<EnhanceJobResult>(jobId, config.ENHANCE_TIMEOUT_MS);
        return { success: true, stops: result.stops };
      } catch (err) {
        request.log.warn({ err }, 'enhancement failed; stops answered unchanged');
        return { success: false, stops };
      }
    },
  );
};

