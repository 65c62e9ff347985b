/** Share and Save of the results view (messages: docs/product/screens.md#trip-results). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useSessionDraft } from '../../../lib/session-draft';
import type { Stop } from '../../../lib/trip-types';
import { saveTrip, shareTrip, TRIP_LIST_KEYS } from '../api/trip-actions';
import { absoluteUrl, tripShareText } from '../lib/share-text';

/** The trips saved in this tab (newest last, at most 50): 'Saved' stays after a reload. */
const NONE_SAVED: string[] = [];
const parseSavedIds = (raw: unknown) => (Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw.slice(-50) : null);

export function useSaveTrip(tripId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [savedIds, setSavedIds] = useSessionDraft<string[]>('trips.saved', user?.id, NONE_SAVED, parseSavedIds);
  const mutation = useMutation({
    mutationFn: (id: string) => saveTrip(id),
    onSuccess: (_data, id) => {
      setSavedIds((ids) => (ids.includes(id) ? ids : [...ids.slice(-49), id]));
      notify({ title: 'Trip Saved!', description: 'Find it any time under My Trips.', type: 'success' });
      for (const queryKey of TRIP_LIST_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
    onError: (error) => {
      notify({ title: 'Save Failed', description: errorMessage(error, 'Failed to save trip. Please try again.'), type: 'error' });
    },
  });
  return {
    save: () => tripId && mutation.mutate(tripId),
    saving: mutation.isPending,
    saved: !!tripId && savedIds.includes(tripId),
  };
}

export function useShareTrip({ prompt, stops, tripId, canLink }: { prompt: string; stops: readonly Stop[]; tripId: string | null; canLink: boolean }) {
  const [sharing, setSharing] = useState(false);

  async function share() {
    setSharing(true);
    try {
      let shareUrl: string | null = null;
      if (tripId && canLink) {
        try {
          shareUrl = absoluteUrl((await shareTrip(tripId)).url);
        } catch (error) {
          console.warn('No public link for this trip; sharing the text only', error);
        }
      }
      const text = tripShareText(prompt, stops, shareUrl);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: 'Road Gremlin trip', text, ...(shareUrl ? { url: shareUrl } : {}) });
          return;
        } catch (error) {
          // The traveller closed the share sheet: nothing more to do.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(text);
        notify({
          title: 'Trip Copied!',
          description: shareUrl ? 'The trip and its public link are on your clipboard.' : 'The trip is on your clipboard.',
          type: 'success',
        });
      } catch {
        notify({ title: 'Share manually', description: 'Copy this trip info to share it with others.', type: 'info' });
      }
    } finally {
      setSharing(false);
    }
  }

  return { share, sharing };
}
