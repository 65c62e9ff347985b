/**
 * The navigator's small offline line (docs/product/screens.md#offline-navigator): while online, a saved trip is kept for offline
 * use ("Saving for offline… 40 %", then "Available offline · 1.3 MB"); offline, "You're offline" and
 * what still works. It sits under "Stop N of M" in the header, never over the map or the controls.
 */
import { HStack, Text } from '@chakra-ui/react';
import { CloudOff, CircleCheck, CloudDownload, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { saveTripOffline, offlineSupported } from '../../../../lib/offline/save-trip-offline';
import type { Position } from '../../../../lib/offline/route-tiles';
import { useOnline } from '../../../../lib/use-online';

export interface OfflineStatusProps {
  /** The saved trip to keep offline; null when this trip cannot be (not saved, not signed in). */
  tripId: string | null;
  stops: readonly { lat: number; lng: number }[];
  geometry?: readonly Position[] | null;
}

type SaveState = { kind: 'idle' } | { kind: 'saving'; percent: number } | { kind: 'saved'; bytes: number } | { kind: 'failed'; reason: string };

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function OfflineStatus({ tripId, stops, geometry }: OfflineStatusProps) {
  const online = useOnline();
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const canSave = Boolean(tripId) && offlineSupported();

  useEffect(() => {
    if (!canSave || !tripId || !online) return;
    const controller = new AbortController();
    setSave({ kind: 'saving', percent: 0 });
    saveTripOffline({
      tripId,
      stops,
      geometry,
      signal: controller.signal,
      onProgress: ({ done, total }) => {
        if (!controller.signal.aborted) setSave({ kind: 'saving', percent: Math.floor((done / Math.max(1, total)) * 100) });
      },
    })
      .then(({ bytes }) => {
        if (!controller.signal.aborted) setSave({ kind: 'saved', bytes });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Saving the trip for offline use failed', error);
        setSave({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
    // The trip's content is saved as the server has it; a new trip id (or coming back online) saves again.
  }, [canSave, tripId, online]);

  if (!online) {
    return (
      <Line icon={<CloudOff />} color="orange.300" testId="offline-note">
        {canSave ? "You're offline: showing the copy saved on this device" : "You're offline: only what is already loaded can be shown"}
      </Line>
    );
  }
  if (!canSave) return null;
  switch (save.kind) {
    case 'saving':
      return (
        <Line icon={<CloudDownload />} color="fg.muted" testId="offline-status">
          Saving for offline… {save.percent} %
        </Line>
      );
    case 'saved':
      return (
        <Line icon={<CircleCheck />} color="slime.fg" testId="offline-status">
          Available offline · {megabytes(save.bytes)} on this device
        </Line>
      );
    case 'failed':
      return (
        <Line icon={<TriangleAlert />} color="orange.300" testId="offline-status" title={save.reason}>
          Not saved for offline; it needs the network for now
        </Line>
      );
    default:
      return null;
  }
}

function Line({ icon, color, testId, title, children }: { icon: ReactNode; color: string; testId: string; title?: string; children: ReactNode }) {
  return (
    <HStack gap="1" color={color} fontSize="xs" role="status" data-testid={testId} title={title} css={{ '& svg': { width: '3.5', height: '3.5', flexShrink: 0 } }}>
      {icon}
      <Text as="span" lineClamp={2}>
        {children}
      </Text>
    </HStack>
  );
}
