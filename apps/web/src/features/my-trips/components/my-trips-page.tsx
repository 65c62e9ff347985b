/**
 * /my-trips (signed-in only; the guard lives in the router): 'Saved Trips' and 'All Generated Trips'
 * (docs/product/screens.md#my-trips), 20 a page newest first with 'Load more', a filter by text (prompt or title), and
 * per trip Open, Rename, Delete (with Undo) and Save/Unsave.
 */
import { Button, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import type { StoredTrip } from '../../../lib/trip-types';
import { useAllTrips, useDeleteTrip, useRenameTrip, useSavedTrips, useSaveStoredTrip, useUnsaveTrip, type TripPage } from '../api/trips';
import { TripCard } from './trip-card';

/** Typing settles for this long before the lists ask the server again. */
const FILTER_DEBOUNCE_MS = 300;

export function MyTripsPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);

  const saved = useSavedTrips(q);
  const all = useAllTrips(q);
  const save = useSaveStoredTrip();
  const unsave = useUnsaveTrip();
  const rename = useRenameTrip();
  const remove = useDeleteTrip();
  const savedIds = new Set((saved.data?.pages ?? []).flatMap((p) => p.items.map((t) => t.id)));
  const isSaved = (trip: StoredTrip) => trip.isSaved || savedIds.has(trip.id);

  const section = (id: string, title: string, query: UseInfiniteQueryResult<InfiniteData<TripPage>>, empty: ReactNode) => {
    const trips = query.data?.pages.flatMap((p) => p.items) ?? [];
    return (
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
        ) : trips.length === 0 ? (
          q ? (
            <Text color="fg.muted">No trips match “{q}”. Try another word from the prompt or title, or clear the filter.</Text>
          ) : (
            empty
          )
        ) : (
          <>
            {trips.map((trip) => (
              <TripCard
                key={trip.id}
                trip={trip}
                saved={isSaved(trip)}
                saving={save.isPending && save.variables === trip.id}
                onSave={(tripId) => save.mutate(tripId)}
                onUnsave={(tripId) => unsave.mutate(tripId)}
                onRename={(tripId, title) => rename.mutateAsync({ tripId, title })}
                onDelete={(tripId) => remove.mutate(tripId)}
              />
            ))}
            {query.hasNextPage && (
              <Button alignSelf="center" variant="outline" size="sm" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Load more
              </Button>
            )}
          </>
        )}
      </Stack>
    );
  };

  return (
    <PageContainer>
      <Stack gap="8">
        <Heading as="h1" size="3xl" color="gremlin.fg">
          My Trips
        </Heading>
        <InputGroup startElement={<Search size={16} />} maxW="md">
          <Input type="search" aria-label="Filter trips by prompt or title" placeholder="Filter by prompt or title" value={text} onChange={(e) => setText(e.target.value)} />
        </InputGroup>
        {section(
          'saved-trips-heading',
          'Saved Trips',
          saved,
          <Text color="fg.muted">No saved trips yet. Save one from the planner or from the list below.</Text>,
        )}
        {section(
          'all-trips-heading',
          'All Generated Trips',
          all,
          <Stack gap="2" align="start">
            <Text color="fg.muted">No trips yet. Describe one on the Plan Trip page!</Text>
            <Button asChild size="sm" colorPalette="gremlin">
              <RouterLink to="/">Plan a trip</RouterLink>
            </Button>
          </Stack>,
        )}
      </Stack>
    </PageContainer>
  );
}
