/**
 * The route overview map panel (docs/product/screens.md#route-map): stop-count badge, focused-stop badge, fullscreen
 * toggle, legend, the interactive map (lazy) or the 'Maps Loading Issue' fallback, and the
 * 'Map will appear here' empty state.
 */
import { Badge, Box, Center, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Map as MapIcon, Maximize2, Minimize2 } from 'lucide-react';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import type { LatLng } from '../../lib/geo';
import type { TripRoute } from '../../lib/route-legs';
import type { Stop, TransportMode } from '../../lib/trip-types';
import { webglSupported } from './lib/webgl';
import { MapSurface } from './map-error-boundary';
import { MapFallback } from './map-fallback';
import { MapLegend } from './map-legend';

const RouteMapGl = lazy(() => import('./route-map-gl'));

/** Zoom when a stop is focused on the overview map (docs/product/rules.md#maps). */
export const OVERVIEW_FOCUS_ZOOM = 10;

export interface RouteMapProps {
  stops: readonly Stop[];
  /** The route on roads (docs/product/rules.md#routes-on-roads); without it the stops are joined by straight lines. */
  route?: TripRoute | null;
  mode?: TransportMode;
  /** The navigator: keep the camera on the user's position as it moves. */
  followUser?: boolean;
  /** The navigator: show the user's position and the focused stop together. */
  frameUser?: boolean;
  selectedIndex?: number | null;
  onSelectStop?: (index: number) => void;
  rerolled?: ReadonlySet<number>;
  /** CSS height of the map area (not counting the legend); '100%' fills the parent (which must have a height). */
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
  route,
  mode,
  followUser,
  frameUser,
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
  const fill = height === '100%';

  // Fullscreen: Escape leaves it, and the page behind does not scroll.
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [fullscreen]);

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

  const lines = route?.legs.length
    ? { road: route.legs.some((leg) => leg.onRoad), straight: route.legs.some((leg) => !leg.onRoad) }
    : { road: false, straight: stops.length > 1 };

  const panel = (
    <Stack
      gap="2"
      data-testid="route-map"
      data-fullscreen={fullscreen || undefined}
      {...(fullscreen
        ? // In a portal on <body>, above the page's header and bottom bar (z-index modal > sticky).
          { position: 'fixed', inset: '0', zIndex: 'modal', bg: 'night.950', p: '3', role: 'dialog', 'aria-label': 'Route map, fullscreen', 'aria-modal': true }
        : { position: 'relative', h: fill ? '100%' : undefined, minH: fill ? '0' : undefined })}
    >
      <Box
        position="relative"
        data-testid="route-map-area"
        {...(fullscreen || fill ? { flex: '1', minH: '0' } : { h: height })}
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="gremlin.900"
        bg="night.900"
      >
        <MapSurface failed={failed} fallback={fallback}>
          <RouteMapGl
            stops={stops}
            route={route}
            selectedIndex={selectedIndex}
            rerolled={rerolled}
            onSelectStop={onSelectStop}
            focusZoom={focusZoom}
            startFocused={startFocused}
            userPosition={userPosition}
            followUser={followUser}
            frameUser={frameUser}
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
          // Bottom left: the attribution badge sits bottom right, the zoom buttons top right.
          <IconButton
            position="absolute"
            bottom="2"
            left="2"
            size="sm"
            variant="solid"
            colorPalette="gremlin"
            aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
            aria-pressed={fullscreen}
            title={fullscreen ? 'Exit fullscreen (Esc)' : 'Fullscreen'}
            data-testid="map-fullscreen"
            onClick={() => setFullscreen((on) => !on)}
          >
            {fullscreen ? <Minimize2 /> : <Maximize2 />}
          </IconButton>
        )}
      </Box>
      {(showLegend || fullscreen) && (
        <HStack justify="space-between">
          <MapLegend lines={lines} straightNote={mode === 'walking' || mode === 'bicycling' ? 'no street data: straight lines' : undefined} />
        </HStack>
      )}
    </Stack>
  );

  return fullscreen ? <Portal>{panel}</Portal> : panel;
}
