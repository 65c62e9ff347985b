/**
 * The planner's trip state machine (docs/product/screens.md#planner-form): idle → pending → success or
 * error; on success the stops are stored, 'Trip Generated!' toasts, and an enhancement call may
 * replace them (silently ignored when it fails). New Search clears the trip and the prompt;
 * Regenerate plans the remembered prompt again with the current options.
 *
 * The planned trip is a session draft (lib/session-draft): it is still there after a visit to
 * another screen or a reload, and a trip that finishes while the traveller is elsewhere lands in it.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useSessionDraft } from '../../../lib/session-draft';
import { tripResultsStore } from '../../../lib/trip-results-store';
import type { Accommodation, GenerateStopsResponse, Stop } from '../../../lib/trip-types';
import type { TripRoute } from '../../../lib/route-legs';
import { enhanceStops, generateStops } from '../api/generate-stops';
import { getTrip } from '../api/trip-actions';
import { NO_TRIP, parseTrip, type PlannedTrip } from '../lib/planner-drafts';
import { toTripRequest, type TripOptions } from '../lib/trip-options';
import { currentLocation, usesHere } from '../lib/here';
import type { Understood } from '@roadgremlin/contracts';

export interface TripResultsState {
  stops: Stop[];
  tripId: string | null;
  insights: string[];
  accommodations: Accommodation[];
  /** Indexes of stops replaced by a reroll (the map legend's 'Rerolled'). */
  rerolled: ReadonlySet<number>;
  /** The route through the stops and the planner's notice. */
  route: TripRoute | null;
  notice: string | null;
  /** The places the sentence was read as ("Richmond, VA → Williamsburg, VA"). */
  understood: Understood | null;
}

/**
 * Bumped by every change of the stops, so that a late enhancement of older stops is dropped. Module
 * state, not a ref: the screen may have been left and opened again while the enhancement ran.
 */
const generation = { current: 0 };

export function useTripPlanner({ onClearPrompt }: { onClearPrompt: () => void }) {
  const { user } = useAuth();
  const [trip, setTrip] = useSessionDraft<PlannedTrip>('planner.trip', user?.id, NO_TRIP, parseTrip);
  const results = useMemo<TripResultsState>(
    () => ({ stops: trip.stops, tripId: trip.tripId, insights: trip.insights, accommodations: trip.accommodations, rerolled: new Set(trip.rerolled), route: trip.route ?? null, notice: trip.notice ?? null, understood: trip.understood ?? null }),
    [trip],
  );
  const lastPrompt = trip.prompt;

  const mutation = useMutation({
    // The browser's location is asked for only when the sentence says "from here", "near me"…
    mutationFn: async ({ prompt, options, regenerateOf }: { prompt: string; options: TripOptions; regenerateOf?: string }) =>
      generateStops(toTripRequest(prompt, options, usesHere(prompt) ? await currentLocation() : null), regenerateOf),
    onSuccess: (data: GenerateStopsResponse, { prompt }) => {
      const run = ++generation.current;
      setTrip({ stops: data.stops, tripId: data.tripId, insights: data.personalizedInsights ?? [], accommodations: data.accommodations ?? [], rerolled: [], prompt, route: data.route ?? null, notice: data.notice ?? null, understood: data.understood ?? null });
      notify({ title: 'Trip Generated!', description: `Found ${data.stops.length} ${data.stops.length === 1 ? 'stop' : 'stops'} for your adventure.`, type: 'success' });
      if (!data.stops.length) return;
      enhanceStops(data.stops, user?.id)
        .then((enhanced) => {
          // A newer trip or a reroll may have replaced these stops meanwhile.
          if (run !== generation.current || !enhanced?.stops?.length) return;
          setTrip((current) => (current.tripId === data.tripId ? { ...current, stops: enhanced.stops } : current));
        })
        .catch((error: unknown) => console.warn('Enhancement failed; keeping the plain stops', error));
    },
    onError: (error) => {
      notify({
        title: 'Gremlin got confused!',
        description: errorMessage(error, 'Failed to generate trip. Try rephrasing your request.'),
        type: 'error',
      });
    },
  });

  const { mutate } = mutation;
  const generate = useCallback(
    (prompt: string, options: TripOptions): boolean => {
      if (!prompt.trim()) {
        notify({ title: 'Empty prompt!', description: 'Tell the gremlin where you want to explore!', type: 'warning' });
        return false;
      }
      mutate({ prompt: prompt.trim(), options });
      return true;
    },
    [mutate],
  );

  const newSearch = useCallback(() => {
    generation.current += 1;
    setTrip(NO_TRIP);
    onClearPrompt();
  }, [onClearPrompt, setTrip]);

  /** Back to the form with the prompt kept ('Edit Prompt'). */
  const editPrompt = useCallback(() => {
    generation.current += 1;
    setTrip(NO_TRIP);
  }, [setTrip]);

  const regenerate = useCallback(
    (options: TripOptions) => {
      generation.current += 1;
      // Regenerate is another trip: the server leaves this one's stops out when it can.
      const regenerateOf = trip.tripId ?? undefined;
      setTrip((current) => ({ ...current, stops: [], tripId: null, rerolled: [], understood: null }));
      if (lastPrompt) mutate({ prompt: lastPrompt, options, regenerateOf });
    },
    [lastPrompt, mutate, setTrip, trip.tripId],
  );

  /**
   * A reroll (or any edit) changed the list; `rerolledIndex` marks the replaced stop. The server
   * re-routes a stored trip after a reroll: GET /api/trips/{id} brings the new route (the old one
   * stays until then; without a stored trip, or if that fails, the map falls back to straight lines).
   */
  const updateStops = useCallback(
    (stops: Stop[], rerolledIndex?: number) => {
      const run = ++generation.current;
      const tripId = trip.tripId;
      setTrip((current) => ({
        ...current,
        stops,
        route: tripId ? current.route : null,
        rerolled: rerolledIndex === undefined || current.rerolled.includes(rerolledIndex) ? current.rerolled : [...current.rerolled, rerolledIndex],
      }));
      if (!tripId) return;
      getTrip(tripId)
        .then((stored) => stored.route ?? null)
        .catch((error: unknown) => {
          console.warn('Could not refresh the route after the reroll', error);
          return null;
        })
        .then((route) => {
          if (run !== generation.current) return;
          setTrip((current) => (current.tripId === tripId ? { ...current, route } : current));
        });
    },
    [setTrip, trip.tripId],
  );

  // The nav bar's Back button clears the results through New Search.
  const hasStops = results.stops.length > 0;
  useEffect(() => {
    if (hasStops) tripResultsStore.publish(newSearch);
    else tripResultsStore.reset();
  }, [hasStops, newSearch]);
  useEffect(() => () => tripResultsStore.reset(), []);

  return { results, lastPrompt, generate, newSearch, editPrompt, regenerate, updateStops, pending: mutation.isPending };
}
