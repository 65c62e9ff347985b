/** The rich variant of a stop (docs/product/screens.md#rich-stop-list). */
import { Badge, Box, Card, HStack, Heading, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Clock, Heart, Star } from 'lucide-react';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Stop } from '../../../../lib/trip-types';
import { stopRating, stopReviews, stopTags, visitTimeEstimate } from '../../lib/stop-extras';
import { LegLabel } from './leg-label';
import { stopCardLandmark } from './stop-card';
import { StopImage } from './stop-image';
import { StopActions } from './stop-actions';
import { PersonalReason } from './personal-reason';

export interface RichStopCardProps {
  stop: Stop;
  index: number;
  selected: boolean;
  favourite: boolean;
  rolling: boolean;
  rerollDisabled: boolean;
  onSelect: (index: number) => void;
  onToggleFavourite: (index: number) => void;
  onReroll?: (index: number) => void;
  /** The trip's route: the card says how far this stop is from the previous one. */
  route?: TripRoute | null;
}

export function RichStopCard({ stop, index, selected, favourite, rolling, rerollDisabled, onSelect, onToggleFavourite, onReroll, route }: RichStopCardProps) {
  const rating = stopRating(stop);
  const reviews = stopReviews(stop);
  return (
    <Card.Root
      {...stopCardLandmark(stop, index, selected)}
      data-testid="rich-stop-card"
      overflow="hidden"
      bg="bg.panel"
      borderColor={selected ? 'gremlin.400' : 'whiteAlpha.200'}
      onClick={() => onSelect(index)}
      cursor="pointer"
    >
      <Box position="relative">
        <StopImage stop={stop} />
        <HStack position="absolute" top="2" left="2" gap="2">
          <Badge colorPalette="gremlin" variant="solid" rounded="full">
            #{index + 1}
          </Badge>
          <Badge colorPalette="slime" variant="solid">
            Gremlin Pick
          </Badge>
          {stop.isBonus && (
            <Badge colorPalette="yellow" variant="solid" data-testid="bonus-badge">
              Bonus stop
            </Badge>
          )}
        </HStack>
        <IconButton
          position="absolute"
          top="2"
          right="2"
          size="sm"
          rounded="full"
          variant="solid"
          bg="blackAlpha.600"
          aria-label={favourite ? `Remove ${stop.name} from favourites` : `Add ${stop.name} to favourites`}
          aria-pressed={favourite}
          onClick={(e) => {
            e.stopPropagation();
            onToggleFavourite(index);
          }}
        >
          <Heart fill={favourite ? '#f43f5e' : 'none'} color={favourite ? '#f43f5e' : 'white'} />
        </IconButton>
      </Box>
      <Card.Body gap="3" p="4">
        <Stack gap="1">
          <Heading as="h3" size="md">
            {stop.name}
          </Heading>
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            {rating !== null && (
              <HStack gap="1" aria-label={reviews !== null ? `Rated ${rating.toFixed(1)} from ${reviews} reviews` : `Rated ${rating.toFixed(1)}`}>
                <Star size={14} fill="#facc15" color="#facc15" />
                <Text fontWeight="bold" color="fg">
                  {rating.toFixed(1)}
                </Text>
                {reviews !== null && <Text>({reviews} reviews)</Text>}
              </HStack>
            )}
            <HStack gap="1">
              <Clock size={14} />
              <Text>{visitTimeEstimate(stop)}</Text>
            </HStack>
          </HStack>
          <LegLabel route={route} index={index} />
        </Stack>
        <Text fontSize="sm">{stop.description}</Text>
        {stop.gremlinSays && (
          <Box p="3" rounded="md" bg="gremlin.subtle" borderLeftWidth="3px" borderColor="slime.400">
            <Text fontSize="xs" fontWeight="bold" color="slime.300">
              Gremlin Says
            </Text>
            <Text fontSize="sm">{stop.gremlinSays}</Text>
          </Box>
        )}
        <PersonalReason stop={stop} />
        {stop.personalizedNote && (
          <Text fontSize="sm" color="slime.300" fontStyle="italic">
            ✨ {stop.personalizedNote}
          </Text>
        )}
        {stop.personalizedTag && (
          <Badge alignSelf="start" colorPalette="purple" variant="subtle">
            ✨ {stop.personalizedTag}
          </Badge>
        )}
        <Wrap gap="2">
          {stopTags(stop).map((tag) => (
            <Text key={tag} fontSize="xs" color="gremlin.fg">
              {tag}
            </Text>
          ))}
        </Wrap>
        <StopActions stop={stop} index={index} rolling={rolling} rerollDisabled={rerollDisabled} rerollLabel="Reroll This Stop" withNavigate onReroll={onReroll} />
      </Card.Body>
    </Card.Root>
  );
}
