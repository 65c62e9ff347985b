/** The results view's Trip Plan and Route Themes cards and the plan view's VIBE / PACING / BONUS card (docs/product/rules.md#trip-summary). */
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Dices, PencilLine } from 'lucide-react';
import { formatDistance } from '../../../../lib/geo';
import { averageMinutesBetweenStops, formatDuration, isLoopRoute, routeTotals, type TripRoute } from '../../../../lib/route-legs';
import type { Stop, TransportMode } from '../../../../lib/trip-types';
import {
  averageDistanceLabel,
  bonusLabel,
  pacingText,
  routeThemes,
  tripIsLoop,
  tripScore,
  tripTypeLabel,
  vibeLabel,
} from '../../lib/trip-summary';

interface SummaryInputs {
  stops: readonly Stop[];
  insights: readonly string[];
  prompt: string;
  mode: TransportMode;
  /** The routed trip: totals and the average between stops come from its legs. */
  route?: TripRoute | null;
}

const TIME_LABEL: Record<TransportMode, string> = { driving: 'Drive time', walking: 'Walking time', bicycling: 'Riding time', transit: 'Travel time' };

export function TripPlanSummaryCard({ stops, insights, prompt, mode, route }: SummaryInputs) {
  const score = tripScore(stops, insights);
  const totals = route ? routeTotals(route) : null;
  const average = averageMinutesBetweenStops(route, stops.length);
  return (
    <Card.Root as="section" aria-labelledby="trip-plan-heading" bg="bg.panel" borderColor="gremlin.800">
      <Card.Body gap="4">
        <Heading as="h2" id="trip-plan-heading" size="lg">
          Trip Plan
        </Heading>
        <SimpleGrid columns={{ base: 2, md: totals ? 3 : 4, lg: totals ? 6 : 4 }} gap="4">
          <Stat.Root>
            <Stat.Label>Gremlin score</Stat.Label>
            <Stat.ValueText data-testid="trip-score">{score}/10</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Trip type</Stat.Label>
            <Stat.ValueText fontSize="lg" data-testid="trip-type">
              {tripTypeLabel(prompt, stops, mode, tripIsLoop(prompt, isLoopRoute(route)))}
            </Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Between stops</Stat.Label>
            <Stat.ValueText fontSize="lg" data-testid="average-distance">
              {average != null ? `${average} min` : averageDistanceLabel(stops.length, mode)}
            </Stat.ValueText>
          </Stat.Root>
          {totals && (
            <>
              <Stat.Root>
                <Stat.Label>Total distance</Stat.Label>
                <Stat.ValueText fontSize="lg" data-testid="total-distance">
                  {formatDistance(totals.distanceKm)}
                </Stat.ValueText>
                {totals.someStraight && (
                  // a <dd>: Stat.Root is a <dl>, which may hold only <dt>/<dd> (axe definition-list)
                  <Stat.HelpText asChild>
                    <dd>{totals.allStraight ? 'as the crow flies' : 'partly as the crow flies'}</dd>
                  </Stat.HelpText>
                )}
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>{TIME_LABEL[mode]}</Stat.Label>
                <Stat.ValueText fontSize="lg" data-testid="total-time">
                  {formatDuration(totals.durationMin)}
                </Stat.ValueText>
              </Stat.Root>
            </>
          )}
          <Stat.Root>
            <Stat.Label>Stops</Stat.Label>
            <Stat.ValueText>{stops.length}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function RouteThemesCard({ stops }: { stops: readonly Stop[] }) {
  return (
    <Card.Root as="section" aria-labelledby="route-themes-heading" bg="bg.panel">
      <Card.Body gap="3">
        <Heading as="h2" id="route-themes-heading" size="md">
          Route Themes
        </Heading>
        <Wrap gap="2">
          {routeThemes(stops).map((theme) => (
            <Badge key={theme.cluster} colorPalette="gremlin" variant="subtle" size="lg" data-testid="route-theme">
              {theme.cluster} · {theme.stops.map((i) => i + 1).join(', ')}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}

/** 'Personalized touches': at most 3 items. */
export const MAX_PERSONALIZED_TOUCHES = 3;

/** The bonus stop the travel personality unlocked (if any), then the insight lines; at most 3. */
export function personalizedTouches(insights: readonly string[], stops: readonly Pick<Stop, 'name' | 'isBonus'>[] = []): string[] {
  const bonus = stops.find((s) => s.isBonus);
  return [...(bonus ? [`Bonus stop unlocked: ${bonus.name}`] : []), ...insights].slice(0, MAX_PERSONALIZED_TOUCHES);
}

export function PersonalizedTouches({ insights, stops }: { insights: readonly string[]; stops?: readonly Stop[] }) {
  const touches = personalizedTouches(insights, stops);
  if (!touches.length) return null;
  return (
    <Card.Root as="section" aria-labelledby="touches-heading" bg="bg.panel" borderColor="slime.900">
      <Card.Body gap="2">
        <Heading as="h2" id="touches-heading" size="md">
          Personalized touches
        </Heading>
        <Stack as="ul" gap="1" ps="4" listStyleType="disc">
          {touches.map((touch) => (
            <Text as="li" key={touch} fontSize="sm">
              {touch}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function PlanSummaryCard({
  stops,
  insights,
  route,
  onEditPrompt,
  onRerollTrip,
}: {
  stops: readonly Stop[];
  insights: readonly string[];
  route?: TripRoute | null;
  onEditPrompt?: () => void;
  onRerollTrip?: () => void;
}) {
  const blocks = [
    { label: 'VIBE', value: vibeLabel(insights) },
    { label: 'PACING', value: pacingText(route, stops.length) },
    { label: 'BONUS', value: bonusLabel(stops) },
  ];
  return (
    <Card.Root as="section" aria-label="Trip summary" bg="bg.panel" borderColor="gremlin.800">
      <Card.Body gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {blocks.map((block) => (
            <Box key={block.label} p="3" rounded="lg" bg="night.900" data-testid={`summary-${block.label.toLowerCase()}`}>
              <Text fontSize="xs" fontWeight="bold" color="gremlin.fg" letterSpacing="wider">
                {block.label}
              </Text>
              <Text fontWeight="semibold">{block.value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        {(onEditPrompt || onRerollTrip) && (
          <HStack gap="2">
            {onEditPrompt && (
              <Button size="sm" variant="outline" onClick={onEditPrompt}>
                <PencilLine /> Edit Prompt
              </Button>
            )}
            {onRerollTrip && (
              <Button size="sm" colorPalette="gremlin" onClick={onRerollTrip}>
                <Dices /> Reroll Trip
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
