/**
 * The full-screen Trip Navigator (docs/product/screens.md#trip-navigator): stop N of M, Start Adventure / Pause / Next
 * Stop / Close, a map on the current stop at zoom 15 with 'You are here' and the distance, the
 * Current Stop card and the All Stops list. Arrival within 0.5 km toasts (and notifies) once.
 */
import { Badge, Box, Button, CloseButton, Dialog, Flex, Grid, Heading, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, ExternalLink, Flag, Pause, Phone, Play, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify, TOASTS_OVER_DIALOGS } from '../../../../components/toaster';
import { distanceKm, formatCoordinates, formatDistance } from '../../../../lib/geo';
import { mapsNavigateUrl, venueContactSearchUrl } from '../../../../lib/maps-links';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Stop, TransportMode } from '../../../../lib/trip-types';
import { RouteMap } from '../../../../components/map/route-map';
import { useOnline } from '../../../../lib/use-online';
import { useGeolocationWatch } from '../../hooks/use-geolocation-watch';
import { OfflineStatus } from './offline-status';
import {
  initialNavigatorState,
  isLastStop,
  isStopDone,
  NAVIGATOR_ZOOM,
  navigatorStep,
  type NavigatorAction,
  type NavigatorEvent,
  type NavigatorState,
} from '../../lib/navigator-state';

export interface TripNavigatorProps {
  stops: readonly Stop[];
  route?: TripRoute | null;
  mode?: TransportMode;
  open: boolean;
  onClose: () => void;
  /** A saved trip of the signed-in traveller, opened at its navigator URL: kept for offline use. */
  offlineTripId?: string | null;
}

function notificationsAvailable(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function TripNavigator({ stops, route, mode, open, onClose, offlineTripId = null }: TripNavigatorProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="full"
      motionPreset="none"
      lazyMount
      unmountOnExit
      persistentElements={TOASTS_OVER_DIALOGS}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="night.950" aria-label="Trip Navigator">
            {open && <NavigatorBody stops={stops} route={route} mode={mode} onClose={onClose} offlineTripId={offlineTripId} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The map's row: 45 % of the screen height on a phone (≥ 300 px on a 390×844 phone), the whole
 * height beside the stop panel from lg. The map fills it (RouteMap height '100%'), so the row must
 * have a definite height: this grid's rows do, and every box on the way gives it `h="full"`.
 */
export const NAVIGATOR_MAP_ROWS = { base: 'minmax(300px, 45dvh) minmax(0, 1fr)', lg: 'minmax(0, 1fr)' } as const;

function NavigatorBody({
  stops,
  route,
  mode,
  onClose,
  offlineTripId,
}: {
  stops: readonly Stop[];
  route?: TripRoute | null;
  mode?: TransportMode;
  onClose: () => void;
  offlineTripId: string | null;
}) {
  const online = useOnline();
  const [state, setState] = useState<NavigatorState>(() => initialNavigatorState(stops.length));
  const stateRef = useRef(state);
  const position = useGeolocationWatch(true);
  const current = stops[state.index];
  const distance = position && current ? distanceKm(position, current) : null;

  function announce(event: NavigatorEvent, next: NavigatorState) {
    const stop = stops[next.index];
    switch (event) {
      case 'started':
        if (notificationsAvailable() && Notification.permission === 'default') {
          void Notification.requestPermission().catch(() => undefined);
        }
        notify({ title: 'Adventure Started!', description: `Heading to stop ${next.index + 1}: ${stop?.name ?? ''}`, type: 'success' });
        break;
      case 'paused':
        notify({ title: 'Navigation Paused', description: 'Pick it up again whenever you are ready.', type: 'info' });
        break;
      case 'next':
        notify({ title: 'Next Stop', description: `Heading to ${stop?.name ?? 'the next stop'}`, type: 'info' });
        break;
      case 'complete':
        notify({ title: 'Adventure Complete!', description: 'Every weird stop conquered. The gremlin is proud.', type: 'success' });
        break;
      case 'approaching': {
        const body = `You're almost at ${stop?.name ?? 'your stop'}`;
        notify({ title: 'Approaching Destination', description: body, type: 'success' });
        if (notificationsAvailable() && Notification.permission === 'granted') {
          try {
            new Notification('Approaching Destination', { body });
          } catch {
            // Some browsers only allow notifications from a service worker; the toast is enough.
          }
        }
        break;
      }
      default:
        break;
    }
  }

  function dispatch(action: NavigatorAction) {
    const result = navigatorStep(stateRef.current, action);
    if (result.state === stateRef.current) return;
    stateRef.current = result.state;
    setState(result.state);
    announce(result.event, result.state);
  }

  // Every fix, and every change of target or of active, checks the arrival radius.
  useEffect(() => {
    if (position) dispatch({ type: 'position', position, stops });
    // dispatch reads the latest state through stateRef, so it needs no dependency of its own.
  }, [position, state.active, state.index, stops]);

  const distanceText = distance == null ? 'Locating…' : formatDistance(distance);

  return (
    <Flex direction="column" h="100dvh">
      <HStack px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px" borderColor="whiteAlpha.200" gap="3" wrap="wrap">
        <Stack gap="0" flex="1" minW="40">
          <Dialog.Title asChild>
            <Heading as="h2" size="lg">
              Trip Navigator
            </Heading>
          </Dialog.Title>
          <Text fontSize="sm" color="fg.muted" data-testid="navigator-progress">
            Stop {state.index + 1} of {stops.length}
          </Text>
          <OfflineStatus tripId={offlineTripId} stops={stops} geometry={route?.geometry.coordinates ?? null} />
        </Stack>
        <HStack gap="2" wrap="wrap">
          {state.active ? (
            <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'pause' })}>
              <Pause /> Pause
            </Button>
          ) : (
            <Button size="sm" colorPalette="slime" onClick={() => dispatch({ type: 'start' })}>
              <Play /> Start Adventure
            </Button>
          )}
          <Button size="sm" colorPalette="gremlin" disabled={isLastStop(state)} onClick={() => dispatch({ type: 'next' })}>
            <SkipForward /> Next Stop
          </Button>
          {state.active && isLastStop(state) && (
            <Button size="sm" colorPalette="gremlin" variant="subtle" onClick={() => dispatch({ type: 'next' })}>
              <Flag /> Finish Adventure
            </Button>
          )}
          <Dialog.CloseTrigger asChild position="static">
            <CloseButton size="sm" aria-label="Close" onClick={onClose} />
          </Dialog.CloseTrigger>
        </HStack>
      </HStack>
      <Grid flex="1" minH="0" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} templateRows={NAVIGATOR_MAP_ROWS}>
        <Box minH="0" h="full" p="2" data-testid="navigator-map">
          <RouteMap
            stops={stops}
            route={route}
            mode={mode}
            followUser={state.active}
            frameUser
            selectedIndex={state.index}
            onSelectStop={(index) => dispatch({ type: 'select', index })}
            focusZoom={NAVIGATOR_ZOOM}
            startFocused
            userPosition={position}
            height="100%"
            showLegend={false}
            allowFullscreen={false}
            overlay={
              <Badge colorPalette="blue" variant="solid" data-testid="distance-badge">
                {distanceText}
              </Badge>
            }
          />
        </Box>
        <Stack minH="0" overflowY="auto" p="4" gap="4" borderLeftWidth={{ lg: '1px' }} borderColor="whiteAlpha.200">
          {current && (
            <Stack as="section" aria-label="Current Stop" gap="2" p="4" rounded="xl" bg="bg.panel" borderWidth="1px" borderColor="gremlin.700">
              <HStack justify="space-between">
                <Text fontSize="xs" fontWeight="bold" color="gremlin.fg" letterSpacing="wider">
                  CURRENT STOP
                </Text>
                {state.active && (
                  <Badge colorPalette="slime" variant="solid">
                    Active
                  </Badge>
                )}
              </HStack>
              <Heading as="h3" size="md">
                {current.name}
              </Heading>
              <Text fontSize="sm">{current.description}</Text>
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {formatCoordinates(current)}
              </Text>
              <Text fontSize="sm">
                Distance: <b>{distanceText}</b>
              </Text>
              {online ? (
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="xs" variant="outline">
                    <Link href={mapsNavigateUrl(current)} target="_blank" rel="noreferrer">
                      <ExternalLink /> Open in Maps
                    </Link>
                  </Button>
                  <Button asChild size="xs" variant="outline">
                    <Link href={venueContactSearchUrl(current.name)} target="_blank" rel="noreferrer">
                      <Phone /> Call Venue
                    </Link>
                  </Button>
                </HStack>
              ) : (
                <HStack gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" disabled>
                    <ExternalLink /> Open in Maps
                  </Button>
                  <Button size="xs" variant="outline" disabled>
                    <Phone /> Call Venue
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    Both open other sites: back with the network.
                  </Text>
                </HStack>
              )}
            </Stack>
          )}
          <Stack as="section" aria-labelledby="all-stops-heading" gap="2">
            <Heading as="h3" id="all-stops-heading" size="sm">
              All Stops
            </Heading>
            <Stack as="ol" gap="1" listStyleType="none">
              {stops.map((stop, i) => {
                const done = isStopDone(state, i);
                return (
                  <li key={`${stop.id ?? stop.name}-${i}`}>
                    <Button
                      w="full"
                      size="sm"
                      justifyContent="start"
                      variant={i === state.index ? 'subtle' : 'ghost'}
                      colorPalette={i === state.index ? 'gremlin' : 'gray'}
                      aria-current={i === state.index ? 'step' : undefined}
                      onClick={() => dispatch({ type: 'select', index: i })}
                      opacity={done && i !== state.index ? 0.6 : 1}
                    >
                      {done ? <CheckCircle2 color="#4ade80" aria-label="done" /> : <Text as="span">{i + 1}.</Text>}
                      <Text as="span" truncate textDecoration={done && i !== state.index ? 'line-through' : undefined}>
                        {stop.name}
                      </Text>
                    </Button>
                  </li>
                );
              })}
            </Stack>
          </Stack>
        </Stack>
      </Grid>
    </Flex>
  );
}
