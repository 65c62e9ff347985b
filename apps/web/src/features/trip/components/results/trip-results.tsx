/**
 * The results view (docs/product/screens.md#trip-results): action bar, Trip Plan summary, Route Themes, personalised
 * touches, a toggle between the stop cards and the rich list, the map and the navigator.
 */
import { Badge, Button, Card, Group, HStack, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, Compass, LayoutList, List, RefreshCw, Search, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../../lib/auth-context';
import { useOnline } from '../../../../lib/use-online';
import { formatRange, type DateRange } from '../../../../lib/date-range';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Accommodation, Stop, TransportMode } from '../../../../lib/trip-types';
import { useSaveTrip, useShareTrip } from '../../hooks/use-trip-actions';
import { PersonalizedTouches, RouteThemesCard, TripPlanSummaryCard } from './summary-cards';
import { TripPlanView, type StopListVariant } from './trip-plan-view';
import { UnderstoodLine } from './understood-line';
import type { Understood } from '@roadgremlin/contracts';

const TripNavigator = lazy(() => import('../navigator/trip-navigator').then((m) => ({ default: m.TripNavigator })));

const MODE_TEXT: Record<TransportMode, string> = { driving: 'Driving', walking: 'Walking', bicycling: 'Bicycling', transit: 'Transit' };

export interface TripResultsProps {
  stops: Stop[];
  tripId: string | null;
  prompt: string;
  insights: readonly string[];
  accommodations: readonly Accommodation[];
  mode: TransportMode;
  dates: DateRange;
  rerolled: ReadonlySet<number>;
  onStopsChange: (stops: Stop[], rerolledIndex: number) => void;
  onNewSearch: () => void;
  onRegenerate: () => void;
  onEditPrompt: () => void;
  /** The route through the stops; missing for trips planned before routing. */
  route?: TripRoute | null;
  /** "Only 3 ghost town stops along this route; …" */
  notice?: string | null;
  /** What the sentence was read as ("Richmond, VA → Williamsburg, VA"); absent on older trips. */
  understood?: Understood | null;
  /** A stored trip opened from My Trips that is already saved shows 'Saved'. */
  isSaved?: boolean;
  /**
   * The navigator open or not, when the page keeps it in its URL (/my-trips/{id}?view=navigator, so
   * it survives a reload and opens offline); left out, the view keeps it in its own state.
   */
  navigatorOpen?: boolean;
  onNavigatorOpenChange?: (open: boolean) => void;
}

export function TripResults(props: TripResultsProps) {
  const { stops, tripId, prompt, insights, accommodations, mode, dates, rerolled, route, notice } = props;
  const { isAuthenticated } = useAuth();
  const [variant, setVariant] = useState<StopListVariant>('cards');
  const [ownNavigating, setOwnNavigating] = useState(false);
  const navigating = props.navigatorOpen ?? ownNavigating;
  const setNavigating = props.onNavigatorOpenChange ?? setOwnNavigating;
  const online = useOnline();
  const { save, saving, saved: savedNow } = useSaveTrip(tripId);
  const saved = savedNow || Boolean(props.isSaved);
  const { share, sharing } = useShareTrip({ prompt, stops, tripId, canLink: isAuthenticated });

  return (
    <Stack gap="6" data-testid="trip-results">
      <Card.Root as="section" aria-label="Trip actions" bg="bg.panel" borderColor="gremlin.800">
        <Card.Body gap="3" p="4">
          <UnderstoodLine understood={props.understood} />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={props.onNewSearch}>
              <Search /> New Search
            </Button>
            <Button size="sm" variant="outline" onClick={props.onRegenerate} disabled={!online}>
              <RefreshCw /> Regenerate Trip
            </Button>
            <Button size="sm" variant="outline" onClick={() => void share()} loading={sharing} disabled={!online}>
              <Share2 /> Share
            </Button>
            {isAuthenticated && tripId && (
              <Button size="sm" colorPalette="gremlin" variant={saved ? 'subtle' : 'solid'} onClick={save} loading={saving} disabled={saved || !online}>
                {saved ? <BookmarkCheck /> : <Bookmark />} {saved ? 'Saved' : 'Save Trip'}
              </Button>
            )}
            <Button size="sm" colorPalette="slime" onClick={() => setNavigating(true)}>
              <Compass /> Start Navigation
            </Button>
          </HStack>
          {!online && (
            <Text fontSize="sm" color="orange.300" role="status" data-testid="results-offline-note">
              You're offline: regenerate, reroll, save and share need the network and come back with it.
            </Text>
          )}
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge colorPalette="gremlin" data-testid="results-stop-count">
              {stops.length} {stops.length === 1 ? 'stop' : 'stops'}
            </Badge>
            <Badge colorPalette="slime">{MODE_TEXT[mode]}</Badge>
            <Badge>{formatRange(dates)}</Badge>
            <Text truncate>“{prompt}”</Text>
          </HStack>
        </Card.Body>
      </Card.Root>

      <TripPlanSummaryCard stops={stops} insights={insights} prompt={prompt} mode={mode} route={route} />
      <RouteThemesCard stops={stops} />
      <PersonalizedTouches insights={insights} stops={stops} />

      <Group attached alignSelf="start" role="group" aria-label="Stop list view">
        <Button size="sm" variant={variant === 'cards' ? 'solid' : 'outline'} aria-pressed={variant === 'cards'} onClick={() => setVariant('cards')}>
          <List /> Stop cards
        </Button>
        <Button size="sm" variant={variant === 'rich' ? 'solid' : 'outline'} aria-pressed={variant === 'rich'} onClick={() => setVariant('rich')}>
          <LayoutList /> Rich list
        </Button>
      </Group>

      <TripPlanView
        stops={stops}
        mode={mode}
        originalPrompt={prompt}
        personalizedInsights={insights}
        accommodations={accommodations}
        tripId={tripId}
        rerolled={rerolled}
        variant={variant}
        onStopsChange={props.onStopsChange}
        onEditPrompt={props.onEditPrompt}
        onRerollTrip={props.onRegenerate}
        route={route}
        notice={notice}
      />

      {navigating && (
        <Suspense fallback={null}>
          <TripNavigator
            stops={stops}
            route={route}
            mode={mode}
            open={navigating}
            onClose={() => setNavigating(false)}
            // Only where the navigator has a URL of its own can it be opened again offline.
            offlineTripId={props.navigatorOpen !== undefined && isAuthenticated && saved ? tripId : null}
          />
        </Suspense>
      )}
    </Stack>
  );
}
