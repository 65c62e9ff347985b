/** /shared/:shareId — a trip someone shared, read-only and public: map, stops, lodging and a GPX download. */
import { Badge, Box, Button, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, MessagesSquare } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { downloadText, gpxFileName } from '../../../lib/download';
import { mapsRouteUrl } from '../../../lib/maps-links';
import { sharedTripGpx, sharedTripQueryOptions, tripDiscussionsQueryOptions } from '../api/trip-actions';
import { tripToGpx } from '../lib/gpx';
import { RouteThemesCard } from './results/summary-cards';
import { TripPlanView } from './results/trip-plan-view';

export function SharedTripPage() {
  const { shareId = '' } = useParams();
  const { data: trip, isPending, isError } = useQuery(sharedTripQueryOptions(shareId));

  if (isPending) {
    return (
      <PageContainer>
        <Stack align="center" py="16">
          <Spinner color="gremlin.solid" />
          <Text color="fg.muted">Loading the shared trip...</Text>
        </Stack>
      </PageContainer>
    );
  }
  if (isError || !trip) {
    return (
      <PageContainer>
        <Stack gap="4" align="start">
          <Heading as="h1" size="2xl">
            Trip Not Found
          </Heading>
          <Text color="fg.muted">This share link does not exist or was turned off by its owner.</Text>
          <Button asChild colorPalette="slime">
            <RouterLink to="/">Plan your own trip</RouterLink>
          </Button>
        </Stack>
      </PageContainer>
    );
  }

  const title = trip.title?.trim() || trip.prompt;
  const route = mapsRouteUrl(trip.stops);
  return (
    <PageContainer>
      <Stack gap="6">
        <Stack gap="2">
          <Badge alignSelf="start" colorPalette="slime">
            Shared trip
          </Badge>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {trip.title && <Text color="fg.muted">“{trip.prompt}”</Text>}
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={async () => {
                // The server's file also carries the lodging; if it cannot answer, build one here.
                const gpx = await sharedTripGpx(shareId).catch(() => tripToGpx(title, trip.stops));
                downloadText(gpxFileName(title), gpx);
              }}
            >
              <Download /> Download GPX
            </Button>
            {route && (
              <Button asChild size="sm" variant="outline">
                <a href={route} target="_blank" rel="noreferrer">
                  <ExternalLink /> Open in Maps
                </a>
              </Button>
            )}
            <Button asChild size="sm" colorPalette="slime">
              <RouterLink to="/">Plan your own trip</RouterLink>
            </Button>
          </HStack>
        </Stack>
        <Discussions shareId={shareId} />
        <RouteThemesCard stops={trip.stops} />
        <TripPlanView
          stops={trip.stops}
          mode={trip.mode}
          originalPrompt={trip.prompt}
          personalizedInsights={[]}
          accommodations={trip.accommodations}
          route={trip.route}
        />
      </Stack>
    </PageContainer>
  );
}

/** "Discussed in the community": the forum posts this trip is attached to, linking back to them. */
function Discussions({ shareId }: { shareId: string }) {
  const { data } = useQuery(tripDiscussionsQueryOptions(shareId));
  if (!data?.length) return null;
  return (
    <Box as="section" aria-labelledby="trip-discussions" borderWidth="1px" borderColor="border.emphasized" bg="bg.panel" rounded="xl" p="4">
      <Stack gap="2">
        <HStack gap="2">
          <MessagesSquare size={18} aria-hidden />
          <Heading as="h2" size="sm" id="trip-discussions">
            Discussed in the community
          </Heading>
        </HStack>
        <List.Root variant="plain" gap="1">
          {data.map((d) => (
            <List.Item key={d.postId}>
              <Link asChild color="slime.fg" fontWeight="medium">
                <RouterLink to={`/community/thread/${d.postId}`}>{d.title}</RouterLink>
              </Link>
              <Text as="span" color="fg.muted" fontSize="sm">
                {' '}
                · {d.commentCount === 1 ? '1 comment' : `${d.commentCount} comments`}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}
