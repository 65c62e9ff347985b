import { Box } from '@chakra-ui/react';
import { JourneyActivityMap } from './journey-activity-map';

/** Height of the landing page's live journey-activity map (SPEC.md §2). */
export const JOURNEY_MAP_HEIGHT_PX = 384;

/** The landing page's live journey-activity map panel (the map itself loads lazily). */
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
    >
      <JourneyActivityMap height={`${JOURNEY_MAP_HEIGHT_PX}px`} />
    </Box>
  );
}
