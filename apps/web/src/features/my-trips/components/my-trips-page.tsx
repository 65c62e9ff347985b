/** /my-trips (signed-in only; the guard lives in the router): 'Saved Trips' and 'All Generated Trips' (SPEC.md §2). */
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageContainer } from '../../../components/page-container';
import type { StoredTrip } from '../../../lib/trip-types';
import { useAllTrips, useSavedTrips, useSaveStoredTrip } from '../api/trips';
import { TripCard } from './trip-card';

export function MyTripsPage() {
  const saved = useSavedTrips();
  const all = useAllTrips();
  const save = useSaveStoredTrip();
  const savedIds = new Set((saved.data ?? []).map((t) => t.id));
  const isSaved = (trip: StoredTrip) => trip.isSaved || savedIds.has(trip.id);

  const section = (id: string, title: string, query: UseQueryResult<StoredTrip[]>, empty: string) => (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {query.isPending ? (
        <Stack gap="2">
          <Skeleton h="20" />
          <Skeleton h="20" />
        </Stack>
      ) : query.isError ? (
        <Text color="red.300">Could not load your trips. Please try again later.</Text>
      ) : query.data.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        query.data.map((trip) => (
          <TripCard
            key={trip.id}
            trip={trip}
            saved={isSaved(trip)}
            saving={save.isPending && save.variables === trip.id}
            onSave={(id) => save.mutate(id)}
          />
        ))
      )}
    </Stack>
  );

  return (
    <PageContainer>
      <Stack gap="8">
        <Heading as="h1" size="3xl" color="gremlin.fg">
          My Trips
        </Heading>
        {section('saved-trips-heading', 'Saved Trips', saved, 'No saved trips yet. Save one from the planner or from the list below.')}
        {section('all-trips-heading', 'All Generated Trips', all, 'No trips yet. Describe one on the Plan Trip page!')}
      </Stack>
    </PageContainer>
  );
}
