/**
 * The landing page's live journey-activity map (docs/product/screens.md#landing-page): GET /api/journey-activity at
 * start and every 5 minutes, arcs from origin to destination, small stats. The map library loads
 * lazily; without WebGL the same arcs are drawn as a static SVG.
 */
import { Badge, Box, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, useMemo, useState } from 'react';
import { useJourneyActivity } from '../../api/journey-activity';
import { arcCoordinates } from '../../../../components/map/lib/arcs';
import { webglSupported } from '../../../../components/map/lib/webgl';
import { MapSurface } from '../../../../components/map/map-error-boundary';
import { StaticRouteImage } from '../../../../components/map/static-route-image';

const JourneyActivityMapGl = lazy(() => import('./journey-activity-map-gl'));

/** The lower 48 states: the frame of the static fallback. */
const US_FRAME = [
  { lat: 24.5, lng: -124.7 },
  { lat: 49.4, lng: -66.9 },
];

export function JourneyActivityMap({ height }: { height: string }) {
  const { data } = useJourneyActivity();
  const [failed, setFailed] = useState(() => !webglSupported());
  const journeys = useMemo(() => data?.journeys ?? [], [data]);
  const stats = data?.stats;
  const lines = useMemo(
    () => journeys.map((j) => arcCoordinates([j.originLng, j.originLat], [j.destinationLng, j.destinationLat])),
    [journeys],
  );
  const fallback = (
    <Center h="full" p="4">
      <StaticRouteImage lines={lines} frame={US_FRAME} label={`${journeys.length} recent journeys across North America`} width={640} height={360} />
    </Center>
  );

  return (
    <Box position="relative" h={height} w="full">
      <MapSurface failed={failed} fallback={fallback}>
        <JourneyActivityMapGl journeys={journeys} onFail={() => setFailed(true)} />
      </MapSurface>
      <Stack
        position="absolute"
        top="3"
        left="3"
        gap="1"
        p="3"
        rounded="lg"
        bg="rgba(12, 8, 21, 0.8)"
        borderWidth="1px"
        borderColor="gremlin.900"
        fontSize="xs"
        maxW="60%"
        aria-label="Journey activity"
        data-testid="journey-stats"
      >
        <HStack gap="2">
          <Box w="2" h="2" rounded="full" bg="slime.400" />
          <Text fontWeight="bold" color="slime.300">
            Live journeys
          </Text>
        </HStack>
        <Text>
          <b>{stats?.totalJourneys ?? 0}</b> trips planned · <b>{stats?.recentActivity ?? 0}</b> in the last 24 h
        </Text>
        {!!stats?.activeRegions.length && <Text color="fg.muted">{stats.activeRegions.length} active regions</Text>}
        {!!stats?.topDestinations.length && (
          <HStack gap="1" wrap="wrap">
            {stats.topDestinations.slice(0, 3).map((d) => (
              <Badge key={d.city} size="sm" colorPalette="gremlin" variant="subtle">
                {d.city}
              </Badge>
            ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
