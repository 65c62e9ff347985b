/**
 * /my-trips/:tripId (signed-in only): one of the traveller's trips opened from My Trips, as it was
 * planned (GET /api/trips/{id}: no planning, no model). Composes the my-trips feature (loading,
 * versions) with the trip feature's results view; the URL survives a reload and the back button.
 * `?view=navigator` is the trip's Trip Navigator: its own URL, so a saved trip's navigator opens
 * again after a reload, offline too (src/lib/offline, docs/product/screens.md#offline-navigator).
 */
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../components/page-container';
import { isApiError } from '../lib/api-client';
import { tripKey, useStoredTrip } from '../features/my-trips/api/trips';
import { TripVersions } from '../features/my-trips/components/trip-versions';
import { StoredTripView } from '../features/trip/components/stored-trip-view';

export const NAVIGATOR_VIEW = 'navigator';

export function MyTripRoute() {
  const { tripId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: trip, isPending, isError, error } = useStoredTrip(tripId);
  const [params, setParams] = useSearchParams();
  const navigatorOpen = params.get('view') === NAVIGATOR_VIEW;
  // Opening adds a history entry (Back closes the navigator); closing replaces it.
  const setNavigatorOpen = (open: boolean) => setParams(open ? { view: NAVIGATOR_VIEW } : {}, { replace: !open });

  const back = (
    <Button asChild size="sm" variant="ghost" alignSelf="start">
      <RouterLink to="/my-trips" aria-label="Back to My Trips">
        <ArrowLeft /> My Trips
      </RouterLink>
    </Button>
  );

  if (isPending) {
    return (
      <PageContainer>
        <Stack align="center" py="16">
          <Spinner color="gremlin.solid" />
          <Text color="fg.muted">Loading your trip...</Text>
        </Stack>
      </PageContainer>
    );
  }
  if (isError || !trip) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <PageContainer>
        <Stack gap="4" py="8">
          {back}
          <Heading as="h1" size="xl">
            {missing ? 'Trip not found' : 'Could not load this trip'}
          </Heading>
          <Text color="fg.muted">{missing ? 'It may have been deleted, or it belongs to another account. Pick one from My Trips or plan a new one.' : 'Please try again in a moment.'}</Text>
        </Stack>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          {back}
        </HStack>
        <Heading as="h1" size="2xl" color="gremlin.fg" data-testid="opened-trip-title">
          {trip.title || trip.prompt}
        </Heading>
        <TripVersions trip={trip} />
        <StoredTripView
          trip={trip}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: tripKey(trip.id) })}
          onNewSearch={() => void navigate('/')}
          onEditPrompt={() => void navigate('/')}
          navigatorOpen={navigatorOpen}
          onNavigatorOpenChange={setNavigatorOpen}
        />
      </Stack>
    </PageContainer>
  );
}
