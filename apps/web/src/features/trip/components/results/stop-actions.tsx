import { Button, HStack, Link } from '@chakra-ui/react';
import { Dices, ExternalLink, Navigation } from 'lucide-react';
import { mapsNavigateUrl, mapsSearchUrl } from '../../../../lib/maps-links';
import type { Stop } from '../../../../lib/trip-types';

export interface StopActionsProps {
  stop: Stop;
  index: number;
  rolling: boolean;
  rerollDisabled: boolean;
  /** The reroll button's label: 'Replace with Surprise' (stop cards) or 'Reroll This Stop' (rich list). */
  rerollLabel: string;
  /** The rich list adds a Navigate link. */
  withNavigate?: boolean;
  onReroll?: (index: number) => void;
}

/** The buttons under a stop: Open in Maps, optionally Navigate, and the reroll. */
export function StopActions({ stop, index, rolling, rerollDisabled, rerollLabel, withNavigate, onReroll }: StopActionsProps) {
  return (
    // Clicks here act on the button, not on the card (which focuses the stop on the map).
    <HStack gap="2" wrap="wrap" onClick={(e) => e.stopPropagation()}>
      <Button asChild size="xs" variant="outline">
        <Link href={mapsSearchUrl(stop)} target="_blank" rel="noreferrer">
          <ExternalLink /> Open in Maps
        </Link>
      </Button>
      {withNavigate && (
        <Button asChild size="xs" variant="outline">
          <Link href={mapsNavigateUrl(stop)} target="_blank" rel="noreferrer">
            <Navigation /> Navigate
          </Link>
        </Button>
      )}
      {onReroll && (
        <Button size="xs" colorPalette="gremlin" variant="subtle" disabled={rolling || rerollDisabled} onClick={() => onReroll(index)}>
          <Dices /> {rolling ? 'Rolling...' : rerollLabel}
        </Button>
      )}
    </HStack>
  );
}
