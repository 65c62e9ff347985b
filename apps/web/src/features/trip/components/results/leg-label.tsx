/** A stop card's line about the leg that leads to it: "42.0 km · 35 min from the previous stop" (docs/product/rules.md#routes-on-roads). */
import { HStack, Text } from '@chakra-ui/react';
import { Route } from 'lucide-react';
import { legLabel, type TripRoute } from '../../../../lib/route-legs';

export function LegLabel({ route, index }: { route?: TripRoute | null; index: number }) {
  const label = legLabel(route, index);
  if (!label) return null;
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted" data-testid="leg-label">
      <Route size={14} aria-hidden />
      <Text>{label}</Text>
    </HStack>
  );
}
