/** The versions of an opened trip (each Regenerate adds one): which is current, and going back to another. */
import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import type { StoredTrip } from '../../../lib/trip-types';
import { useRestoreVersion } from '../api/trips';

export function TripVersions({ trip }: { trip: StoredTrip }) {
  const restore = useRestoreVersion();
  const versions = trip.versions ?? [];
  const current = trip.version ?? 1;
  if (versions.length < 2) return null;
  return (
    <Card.Root as="section" aria-label="Trip versions" bg="bg.panel" size="sm">
      <Card.Body gap="2" p="3">
        <HStack gap="2">
          <History size={16} aria-hidden />
          <Text fontSize="sm" fontWeight="semibold" data-testid="version-count">
            Version {current} of {versions.length}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Versions">
          {versions.map((v) => {
            const at = new Date(v.generatedAt);
            const when = Number.isNaN(at.getTime()) ? v.generatedAt : at.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
            const isCurrent = v.version === current;
            return (
              <Button
                key={v.version}
                size="xs"
                variant={isCurrent ? 'solid' : 'outline'}
                colorPalette="gremlin"
                aria-pressed={isCurrent}
                aria-label={`Version ${v.version}, ${when}, ${v.stopCount} stops${isCurrent ? ' (current)' : ''}`}
                loading={restore.isPending && restore.variables?.version === v.version}
                onClick={() => !isCurrent && restore.mutate({ tripId: trip.id, version: v.version })}
              >
                v{v.version} · {when} · {v.stopCount} stops
              </Button>
            );
          })}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
