import { Box, Center, Text, VStack } from '@chakra-ui/react';
import { Map as MapIcon } from 'lucide-react';

/** Height of the landing page's live journey-activity map (SPEC.md §2). */
export const JOURNEY_MAP_HEIGHT_PX = 384;

/**
 * SLOT: the live journey-activity map (GET /api/journey-activity every 5 minutes, centred near
 * 39.83, -98.58 at zoom 4 on dark tiles) replaces this panel in the map issue. It must load
 * lazily (maplibre is heavy) so the landing page bundle stays small; keep the 384 px height.
 */
export function JourneyMapSlot() {
  return (
    <Box
      data-testid="journey-map-slot"
      h={`${JOURNEY_MAP_HEIGHT_PX}px`}
      w="full"
      rounded="2xl"
      overflow="hidden"
      position="relative"
      bg="night.900"
      borderWidth="1px"
      borderColor="gremlin.900"
      backgroundImage="radial-gradient(circle at 30% 40%, rgba(139, 92, 246, 0.22), transparent 35%), radial-gradient(circle at 70% 60%, rgba(74, 222, 128, 0.14), transparent 30%), linear-gradient(rgba(255,255,255,0.03) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.03) 1px, transparent 1px)"
      backgroundSize="auto, auto, 32px 32px, 32px 32px"
    >
      <Center h="full">
        <VStack gap="2" color="fg.muted" textAlign="center" px="6">
          <MapIcon size={32} />
          <Text fontWeight="semibold">Live journey map</Text>
          <Text fontSize="sm">Trips other travellers are planning right now will glow here.</Text>
        </VStack>
      </Center>
    </Box>
  );
}
