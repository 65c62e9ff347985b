/**
 * A trip attached to a post: its route on a small map, distance, days and stops, linking to the
 * shared trip (the shared page links back here).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Map as MapIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { StaticRouteImage } from '../../../components/map/static-route-image';
import type { TripCard as TripCardData } from '../api/types';

const MILES_PER_KM = 0.621371;

/** '703 km (437 mi) · 2 days · 15 stops'. */
export function tripFacts(trip: Pick<TripCardData, 'distanceKm' | 'days' | 'stopCount'>): string {
  const parts: string[] = [];
  if (trip.distanceKm !== null) parts.push(`${Math.round(trip.distanceKm)} km (${Math.round(trip.distanceKm * MILES_PER_KM)} mi)`);
  parts.push(trip.days === 1 ? '1 day' : `${trip.days} days`);
  parts.push(trip.stopCount === 1 ? '1 stop' : `${trip.stopCount} stops`);
  return parts.join(' · ');
}

export function TripCard({ trip, compact = false }: { trip: TripCardData; compact?: boolean }) {
  const shown = compact ? trip.stops.slice(0, 4) : trip.stops;
  const more = trip.stopCount - shown.length;
  return (
    <Box as="section" aria-label={`Attached trip: ${trip.title}`} data-testid="trip-card" borderWidth="1px" borderColor="border.emphasized" rounded="lg" overflow="hidden" bg="bg.subtle">
      <Stack direction={{ base: 'column', sm: compact ? 'row' : 'column', md: 'row' }} gap="0">
        <Box flexShrink={0} w={{ base: 'full', sm: compact ? '44%' : 'full', md: '45%' }}>
          <StaticRouteImage
            stops={trip.stops}
            route={trip.line.length > 1 ? trip.line : undefined}
            label={`Route map of ${trip.title}: ${tripFacts(trip)}`}
            width={480}
            height={compact ? 240 : 280}
          />
        </Box>
        <Stack gap="2" p="3" minW="0" flex="1">
          <HStack gap="2" color="fg.muted" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
            <MapIcon size={14} aria-hidden /> Trip
          </HStack>
          <Text fontWeight="semibold" wordBreak="break-word">
            {trip.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="trip-facts">
            {tripFacts(trip)}
          </Text>
          <Box as="ol" fontSize="sm" ps="5" listStyleType="decimal" color="fg">
            {shown.map((stop, i) => (
              <li key={`${i}-${stop.name}`}>{stop.name}</li>
            ))}
          </Box>
          {more > 0 && (
            <Text fontSize="xs" color="fg.muted">
              and {more} more {more === 1 ? 'stop' : 'stops'}
            </Text>
          )}
          <Box mt="auto" pt="1">
            <Button asChild size="sm" variant="outline" colorPalette="slime">
              <RouterLink to={`/shared/${trip.shareId}`}>Open the trip</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
