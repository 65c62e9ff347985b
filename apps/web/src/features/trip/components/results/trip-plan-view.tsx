/**
 * The trip plan view (docs/product/screens.md#plan-view): summary card, a 600 px scrollable list of stops (plain cards
 * or the rich variant) beside a sticky map with its legend, and the lodging section. Renders
 * nothing when there are no stops.
 */
import { Box, Grid, GridItem, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Accommodation, Stop, TransportMode } from '../../../../lib/trip-types';
import { RouteMap } from '../../../../components/map/route-map';
import { useReroll } from '../../hooks/use-reroll';
import { AccommodationsSection } from './accommodations-section';
import { RichStopCard } from './rich-stop-card';
import { StopCard, stopCardId } from './stop-card';
import { PlanSummaryCard } from './summary-cards';
import { TripNotice } from './trip-notice';

/** The stop list is 600 px tall. */
export const STOP_LIST_HEIGHT = '600px';

export type StopListVariant = 'cards' | 'rich';

export interface TripPlanViewProps {
  stops: Stop[];
  mode?: TransportMode;
  originalPrompt: string;
  personalizedInsights: readonly string[];
  accommodations: readonly Accommodation[];
  tripId?: string | null;
  rerolled?: ReadonlySet<number>;
  variant?: StopListVariant;
  /** Leave out to make the view read-only (no reroll). */
  onStopsChange?: (stops: Stop[], rerolledIndex: number) => void;
  onEditPrompt?: () => void;
  onRerollTrip?: () => void;
  /** The route through the stops: drawn on the map, per-leg lines on the cards, PACING. */
  route?: TripRoute | null;
  /** The planner's "fewer stops than asked" notice, shown above the stop list. */
  notice?: string | null;
}

export function TripPlanView({
  stops,
  mode = 'driving',
  originalPrompt,
  personalizedInsights,
  accommodations,
  tripId,
  rerolled,
  variant = 'cards',
  onStopsChange,
  onEditPrompt,
  onRerollTrip,
  route,
  notice,
}: TripPlanViewProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set());
  const { rollingIndex, reroll } = useReroll({
    stops,
    prompt: originalPrompt,
    mode,
    tripId,
    onStopsChange: (next, index) => onStopsChange?.(next, index),
  });

  if (!stops.length) return null;

  const selectFromList = (index: number) => setSelected(index);
  const selectFromMap = (index: number) => {
    setSelected(index);
    document.getElementById(stopCardId(index))?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  };
  const favouriteKey = (stop: Stop, index: number) => `${stop.id ?? stop.name}#${index}`;
  const onReroll = onStopsChange ? (index: number) => void reroll(index) : undefined;

  return (
    <Stack gap="6">
      <PlanSummaryCard stops={stops} insights={personalizedInsights} route={route} onEditPrompt={onEditPrompt} onRerollTrip={onRerollTrip} />
      <TripNotice notice={notice} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <GridItem>
          <Stack
            as="ol"
            aria-label="Stops"
            gap="3"
            h={STOP_LIST_HEIGHT}
            overflowY="auto"
            pe="2"
            listStyleType="none"
            data-testid="stop-list"
          >
            {stops.map((stop, i) => (
              <Box as="li" key={`${stop.id ?? stop.name}-${i}`}>
                {variant === 'rich' ? (
                  <RichStopCard
                    stop={stop}
                    index={i}
                    selected={i === selected}
                    favourite={favourites.has(favouriteKey(stop, i))}
                    rolling={rollingIndex === i}
                    rerollDisabled={rollingIndex !== null}
                    onSelect={selectFromList}
                    onToggleFavourite={() =>
                      setFavourites((current) => {
                        const next = new Set(current);
                        const key = favouriteKey(stop, i);
                        if (!next.delete(key)) next.add(key);
                        return next;
                      })
                    }
                    onReroll={onReroll}
                    route={route}
                  />
                ) : (
                  <StopCard
                    stop={stop}
                    index={i}
                    selected={i === selected}
                    rolling={rollingIndex === i}
                    rerollDisabled={rollingIndex !== null}
                    onSelect={selectFromList}
                    onReroll={onReroll}
                    route={route}
                  />
                )}
              </Box>
            ))}
          </Stack>
        </GridItem>
        <GridItem position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <RouteMap stops={stops} route={route} mode={mode} selectedIndex={selected} onSelectStop={selectFromMap} rerolled={rerolled} height="520px" />
        </GridItem>
      </Grid>
      <AccommodationsSection accommodations={accommodations} />
    </Stack>
  );
}
