/** /shared/:shareId — a trip someone shared, read-only and public: map, stops, lodging and a GPX download. */
import { Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { downloadText, gpxFileName } from '../../../lib/download';
import { mapsRouteUrl } from '../../../lib/maps-links';
import { sharedTripGpx, sharedTripQueryOptions } from '../api/trip-actions';
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
