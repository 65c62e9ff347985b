/**
 * Reroll of one stop (docs/product/rules.md#reroll): the button reads 'Rolling...' and is disabled for 1.5 s, then
 * the stop at that index is replaced with the server's answer and the parent gets the new list.
 */
import { useRef, useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { rerollTheme } from '../../../lib/stop-theme';
import type { Stop, TransportMode } from '../../../lib/trip-types';
import { rerollStop } from '../api/trip-actions';

/** The reroll button stays disabled this long, however fast the server answers. */
export const REROLL_DELAY_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UseRerollOptions {
  stops: readonly Stop[];
  prompt: string;
  mode: TransportMode;
  tripId?: string | null;
  onStopsChange: (stops: Stop[], rerolledIndex: number) => void;
}

export function useReroll({ stops, prompt, mode, tripId, onStopsChange }: UseRerollOptions) {
  const [rollingIndex, setRollingIndex] = useState<number | null>(null);
  const latest = useRef(stops);
  latest.current = stops;

  async function reroll(index: number) {
    const stop = stops[index];
    if (!stop || rollingIndex !== null) return;
    setRollingIndex(index);
    const answer = rerollStop({
      currentStopLat: stop.lat,
      currentStopLng: stop.lng,
      allStops: [...stops],
      originalPrompt: prompt,
      theme: rerollTheme(stop.description),
      vibe: 'classic',
      mode,
      ...(tripId ? { tripId, stopIndex: index } : {}),
    }).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await delay(REROLL_DELAY_MS);
    const result = await answer;
    setRollingIndex(null);
    if (!result.ok) {
      notify({ title: 'Reroll failed', description: errorMessage(result.error, "The Gremlin couldn't find a replacement"), type: 'error' });
      return;
    }
    const next = latest.current.map((s, i) => (i === index ? result.value : s));
    onStopsChange(next, index);
    notify({
      title: 'Stop Rerolled!',
      description: `${result.value.name}: the Gremlin found you something new and weird.`,
      type: 'success',
    });
  }

  return { rollingIndex, reroll };
}
