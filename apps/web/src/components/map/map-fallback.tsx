/** When the interactive map fails (docs/product/screens.md#route-map): a 'Maps Loading Issue' note, a clickable numbered stop list and a static route image. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { Stop } from '../../lib/trip-types';
import { StaticRouteImage } from './static-route-image';
import { StopPin } from './stop-pin';

export interface MapFallbackProps {
  stops: readonly Stop[];
  selectedIndex?: number | null;
  rerolled?: ReadonlySet<number>;
  onSelectStop?: (index: number) => void;
}

export function MapFallback({ stops, selectedIndex, rerolled, onSelectStop }: MapFallbackProps) {
  return (
    <Stack data-testid="map-fallback" gap="3" p="4" pt="12" h="full" overflowY="auto" bg="night.900">
      <Stack direction="row" align="center" gap="2" color="orange.300">
        <TriangleAlert size={18} />
        <Heading as="h3" size="sm">
          Maps Loading Issue
        </Heading>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        The interactive map could not start in this browser. Your route is all still here: tap a stop to focus it.
      </Text>
      <StaticRouteImage stops={stops} selectedIndex={selectedIndex} label={`Route through ${stops.length} stops`} />
      <Box as="ol" aria-label="Stops on the route" listStyleType="none">
        {stops.map((stop, i) => (
          <Box as="li" key={`${stop.id ?? stop.name}-${i}`} mb="1">
            <Button
              variant={i === selectedIndex ? 'subtle' : 'ghost'}
              colorPalette="gremlin"
              size="sm"
              w="full"
              justifyContent="start"
              aria-pressed={i === selectedIndex}
              onClick={() => onSelectStop?.(i)}
            >
              <StopPin stop={stop} number={i + 1} size={22} selected={i === selectedIndex} rerolled={rerolled?.has(i)} />
              <Text truncate>
                {i + 1}. {stop.name}
              </Text>
            </Button>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
