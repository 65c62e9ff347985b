/** One stop of the plan view (docs/product/screens.md#plan-view): number, theme icon, name, coordinates, description, note, actions. */
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCoordinates } from '../../../../lib/geo';
import { stopTheme } from '../../../../lib/stop-theme';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Stop } from '../../../../lib/trip-types';
import { LegLabel } from './leg-label';
import { StopActions } from './stop-actions';
import { PersonalReason } from './personal-reason';

export interface StopCardProps {
  stop: Stop;
  index: number;
  selected: boolean;
  rolling: boolean;
  rerollDisabled: boolean;
  onSelect: (index: number) => void;
  onReroll?: (index: number) => void;
  /** The trip's route: the card says how far this stop is from the previous one. */
  route?: TripRoute | null;
}

export const stopCardId = (index: number) => `stop-card-${index}`;

/** What makes a stop card findable (the map scrolls to its id) and readable (an article named by the stop). */
export function stopCardLandmark(stop: Pick<Stop, 'name'>, index: number, selected: boolean) {
  return { id: stopCardId(index), as: 'article' as const, 'aria-label': `Stop ${index + 1}: ${stop.name}`, 'aria-current': selected ? ('true' as const) : undefined };
}

export function StopCard({ stop, index, selected, rolling, rerollDisabled, onSelect, onReroll, route }: StopCardProps) {
  const theme = stopTheme(stop);
  return (
    <Card.Root
      {...stopCardLandmark(stop, index, selected)}
      data-testid="stop-card"
      tabIndex={0}
      cursor="pointer"
      onClick={() => onSelect(index)}
      onKeyDown={(e) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onSelect(index);
        }
      }}
      bg={selected ? 'gremlin.subtle' : 'bg.panel'}
      borderColor={selected ? 'gremlin.400' : 'whiteAlpha.200'}
      _hover={{ borderColor: 'gremlin.500' }}
      transition="border-color 0.15s"
    >
      <Card.Body gap="3" p="4">
        <HStack gap="3" align="start">
          <Badge colorPalette="gremlin" variant="solid" rounded="full" minW="7" h="7" justifyContent="center" fontSize="sm">
            {index + 1}
          </Badge>
          <Text fontSize="2xl" lineHeight="1" aria-label={theme.label} role="img">
            {theme.emoji}
          </Text>
          <Stack gap="0.5" flex="1" minW="0">
            <Heading as="h3" size="md">
              {stop.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {formatCoordinates(stop)}
            </Text>
            <LegLabel route={route} index={index} />
          </Stack>
          {stop.isBonus && (
            <Badge colorPalette="yellow" variant="subtle" data-testid="bonus-badge">
              Bonus stop
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm">{stop.description}</Text>
        <PersonalReason stop={stop} />
        {stop.personalizedNote && (
          <Text fontSize="sm" color="slime.300" fontStyle="italic">
            ✨ {stop.personalizedNote}
          </Text>
        )}
        <StopActions stop={stop} index={index} rolling={rolling} rerollDisabled={rerollDisabled} rerollLabel="Replace with Surprise" onReroll={onReroll} />
      </Card.Body>
    </Card.Root>
  );
}
