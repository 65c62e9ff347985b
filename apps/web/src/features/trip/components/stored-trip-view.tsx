/**
 * A stored trip (My Trips → /my-trips/{id}) in the results view, map and navigator exactly as it was
 * planned: its stops (rerolls included), lodging and route come from GET /api/trips/{id}; nothing is
 * planned again and no model is asked. The app shell composes it (features do not import each other).
 * Regenerate plans a new version of this same trip (regenerateOf) and hands it back via `onChanged`.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import type { Stop, StoredTrip } from '../../../lib/trip-types';
import { enhanceStops, generateStops } from '../api/generate-stops';
import { DEFAULT_TRIP_OPTIONS, toTripRequest } from '../lib/trip-options';
import { GeneratingNotice } from './form/generating-notice';
import { TripResults } from './results/trip-results';

export interface StoredTripViewProps {
  trip: StoredTrip;
  /** After a Regenerate (a new current version) or anything else that changed the stored trip. */
  onChanged: () => void;
  onNewSearch: () => void;
  onEditPrompt: () => void;
  /** The navigator open or not, kept in the page's URL (see TripResults). */
  navigatorOpen?: boolean;
  onNavigatorOpenChange?: (open: boolean) => void;
}

export function StoredTripView({ trip, onChanged, onNewSearch, onEditPrompt, navigatorOpen, onNavigatorOpenChange }: StoredTripViewProps) {
  const { user } = useAuth();
  const versionKey = `${trip.id}:${trip.version ?? 1}:${trip.generatedAt}`;
  const [shown, setShown] = useState<{ key: string; stops: Stop[]; rerolled: ReadonlySet<number> }>({ key: versionKey, stops: trip.stops, rerolled: new Set() });
  // Another version (restored, regenerated) or another trip: its stops at once, never the old ones.
  const current = shown.key === versionKey ? shown : { key: versionKey, stops: trip.stops, rerolled: new Set<number>() };
  if (current !== shown) setShown(current);

  // Then the photos, ratings and notes of those stops (the planner page does the same after planning).
  useEffect(() => {
    let live = true;
    const planned = trip.stops;
    if (planned.length) {
      enhanceStops(planned, user?.id)
        .then((enhanced) => {
          if (live && enhanced?.stops?.length === planned.length) setShown((s) => (s.key === versionKey && s.rerolled.size === 0 ? { ...s, stops: enhanced.stops } : s));
        })
        .catch((error: unknown) => console.warn('Enhancement failed; keeping the plain stops', error));
    }
    return () => {
      live = false;
    };
    // keyed on versionKey: the stored content (trip.stops) changes only with it
  }, [versionKey]);

  const regenerate = useMutation({
    // the same request it was planned from (dates, party, style); older trips: the defaults and their mode
    mutationFn: () => generateStops(trip.request ? { ...trip.request, prompt: trip.prompt } : toTripRequest(trip.prompt, { ...DEFAULT_TRIP_OPTIONS, mode: trip.mode }), trip.id),
    onSuccess: (data) => {
      notify({ title: 'Trip Generated!', description: `Found ${data.stops.length} ${data.stops.length === 1 ? 'stop' : 'stops'} for your adventure.`, type: 'success' });
      onChanged();
    },
    onError: (error) =>
      notify({ title: 'Gremlin got confused!', description: errorMessage(error, 'Failed to generate trip. Try rephrasing your request.'), type: 'error' }),
  });

  if (regenerate.isPending) return <GeneratingNotice />;

  return (
    <TripResults
      stops={current.stops}
      tripId={trip.id}
      prompt={trip.prompt}
      insights={[]}
      accommodations={trip.accommodations}
      mode={trip.mode}
      dates={DEFAULT_TRIP_OPTIONS.dates}
      rerolled={current.rerolled}
      onStopsChange={(next, index) => {
        setShown((s) => ({ ...s, stops: next, rerolled: new Set(s.rerolled).add(index) }));
        onChanged();
      }}
      onNewSearch={onNewSearch}
      onRegenerate={() => regenerate.mutate()}
      onEditPrompt={onEditPrompt}
      route={trip.route ?? null}
      notice={trip.notice ?? null}
      understood={trip.understood ?? null}
      isSaved={trip.isSaved}
      navigatorOpen={navigatorOpen}
      onNavigatorOpenChange={onNavigatorOpenChange}
    />
  );
}
