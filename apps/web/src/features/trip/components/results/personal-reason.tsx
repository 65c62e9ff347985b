import { HStack, Text } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import type { Stop } from '../../../../lib/trip-types';

/** Why a personalised stop was chosen ('Because you listen to delta blues — Son House'), from the traveller's imported or connected data. */
export function PersonalReason({ stop }: { stop: Pick<Stop, 'personalReason'> }) {
  if (!stop.personalReason) return null;
  return (
    <HStack gap="1.5" align="start" color="pink.300" data-testid="personal-reason">
      <Heart size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
      <Text fontSize="sm" fontWeight="medium">
        {stop.personalReason}
      </Text>
    </HStack>
  );
}
