/**
 * The route overview map panel (SPEC.md §2): stop-count badge, focused-stop badge, fullscreen
 * toggle, legend, the interactive map (lazy) or the 'Maps Loading Issue' fallback, and the
 * 'Map will appear here' empty state.
 */
import { Badge, Box, Center, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Map as MapIcon, Maximize2, Minimize2 } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import type { LatLng } from '../../lib/geo';
import type { Stop } from '../../lib/trip-types';
import { webglSupported } from './lib/webgl';
import { MapSurface } from './map-error-boundary';
import { MapFallback } from './map-fallback';
import { MapLegend } from './map-legend';

const RouteMapGl = lazy(() => import('./route-map-gl'));

/** SPEC.md §9 overview focus zoom. */
export const OVERVIEW_FOCUS_ZOOM = 10;

export interface RouteMapProps {
  stops: readonly Stop[];
  selectedIndex?: number | null;
  onSelectStop?: (index: number) => void;
  rerolled?: ReadonlySet<number>;
  /** CSS height of the map area (not counting the legend). */
  height?: string;
  focusZoom?: number;
  startFocused?: boolean;
  userPosition?: LatLng | null;
  /** Extra badge over the map (the navigator's distance). */
  overlay?: ReactNode;
  showLegend?: boolean;
  allowFullscreen?: boolean;
}

export function RouteMap({
  stops,
  selectedIndex = null,
  onSelectStop,
  rerolled,
  height = '420px',
  focusZoom = OVERVIEW_FOCUS_ZOOM,
  startFocused,
  userPosition,
  overlay,
  showLegend = true,
  allowFullscreen = true,
}: RouteMapProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(() => !webglSupported());
  const selected = selectedIndex != null ? stops[selectedIndex] : undefined;

  if (stops.length === 0) {
    return (
      <Center h={height} rounded="xl" bg="night.900" borderWidth="1px" borderColor="whiteAlpha.100" data-testid="map-empty">
        <Stack align="center" color="fg.muted" gap="2">
          <MapIcon size={28} />
          <Text>Map will appear here</Text>
        </Stack>
      </Center>
    );
  }

  const fallback = <MapFallback stops={stops} selectedIndex={selectedIndex} rerolled={rerolled} onSelectStop={onSelectStop} />;

  return (
    <Stack
      gap="2"
      data-testid="route-map"
      {...(fullscreen
        ? { position: 'fixed', inset: '0', zIndex: 'modal', bg: 'night.950', p: '3' }
        : { position: 'relative' })}
    >
      <Box
        position="relative"
        h={fullscreen ? 'calc(100vh - 5rem)' : height}
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="gremlin.900"
        bg="night.900"
      >
        <MapSurface failed={failed} fallback={fallback}>
          <RouteMapGl
            stops={stops}
            selectedIndex={selectedIndex}
            rerolled={rerolled}
            onSelectStop={onSelectStop}
            focusZoom={focusZoom}
            startFocused={startFocused}
            userPosition={userPosition}
            onFail={() => setFailed(true)}
          />
        </MapSurface>
        <Flex position="absolute" top="2" left="2" gap="2" wrap="wrap" pointerEvents="none" maxW="70%">
          <Badge colorPalette="gremlin" variant="solid" data-testid="stop-count-badge">
            {stops.length} {stops.length === 1 ? 'stop' : 'stops'}
          </Badge>
          {selected && (
            <Badge colorPalette="slime" variant="solid" data-testid="focused-stop-badge" maxW="full" truncate>
              {selectedIndex! + 1}. {selected.name}
            </Badge>
          )}
          {overlay}
        </Flex>
        {allowFullscreen && (
          <IconButton
            position="absolute"
            bottom="2"
            right="2"
            size="sm"
            variant="solid"
            colorPalette="gremlin"
            aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
            aria-pressed={fullscreen}
            onClick={() => setFullscreen((on) => !on)}
          >
            {fullscreen ? <Minimize2 /> : <Maximize2 />}
          </IconButton>
        )}
      </Box>
      {showLegend && (
        <HStack justify="space-between">
          <MapLegend />
        </HStack>
      )}
    </Stack>
  );
}
