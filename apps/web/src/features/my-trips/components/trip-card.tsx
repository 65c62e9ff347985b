import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { downloadText, gpxFileName } from '../../../lib/download';
import { mapsRouteUrl } from '../../../lib/maps-links';
import type { StoredTrip } from '../../../lib/trip-types';
import { fetchTripGpx } from '../api/trips';

export interface TripCardProps {
  trip: StoredTrip;
  saved: boolean;
  saving: boolean;
  onSave: (tripId: string) => void;
}

/** One stored trip (SPEC.md §2 My Trips): title (optional), prompt, generation time, stops, Save or Saved. */
export function TripCard({ trip, saved, saving, onSave }: TripCardProps) {
  const [exporting, setExporting] = useState(false);
  const route = mapsRouteUrl(trip.stops);
  const generated = new Date(trip.generatedAt);

  async function exportGpx() {
    setExporting(true);
    try {
      downloadText(gpxFileName(trip.title || trip.prompt), await fetchTripGpx(trip.id));
    } catch (error) {
      notify({ title: 'Export failed', description: errorMessage(error, 'Could not build the GPX file. Please try again.'), type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card.Root as="article" aria-label={trip.title || trip.prompt} bg="bg.panel" data-testid="trip-card">
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            {trip.title && (
              <Heading as="h3" size="md">
                {trip.title}
              </Heading>
            )}
            <Text fontWeight={trip.title ? 'normal' : 'semibold'} color={trip.title ? 'fg.muted' : 'fg'}>
              “{trip.prompt}”
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Generated <time dateTime={trip.generatedAt}>{Number.isNaN(generated.getTime()) ? trip.generatedAt : generated.toLocaleString()}</time>
            </Text>
          </Stack>
          {saved ? (
            <Badge colorPalette="slime" variant="solid">
              <BookmarkCheck size={14} /> Saved
            </Badge>
          ) : (
            <Button size="sm" colorPalette="gremlin" loading={saving} onClick={() => onSave(trip.id)}>
              <Bookmark /> Save
            </Button>
          )}
        </HStack>
        <Stack as="ol" gap="0.5" ps="5" listStyleType="decimal" fontSize="sm" aria-label="Stops">
          {trip.stops.map((stop, i) => (
            <li key={`${stop.id ?? stop.name}-${i}`}>{stop.name}</li>
          ))}
        </Stack>
        <HStack gap="2">
          {route && (
            <Button asChild size="xs" variant="outline">
              <a href={route} target="_blank" rel="noreferrer">
                <ExternalLink /> Open in Maps
              </a>
            </Button>
          )}
          <Button size="xs" variant="outline" onClick={() => void exportGpx()} loading={exporting}>
            <Download /> GPX
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
