/**
 * What the Gremlin understood from the sentence ("Richmond, VA → Williamsburg, VA", "around
 * Toronto, ON"), so a wrong reading is visible at once (issue #13 §2).
 */
import { HStack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { Understood } from '@roadgremlin/contracts';

const label = (p: { name: string; region: string }) => (p.name === p.region ? p.name : `${p.name}, ${p.region}`);

export function understoodText(u: Understood): string {
  if (u.destination) return `${label(u.origin)} → ${label(u.destination)}`;
  return `around ${u.area ?? label(u.origin)}`;
}

export function UnderstoodLine({ understood }: { understood?: Understood | null }) {
  if (!understood) return null;
  return (
    <HStack gap="1.5" color="fg" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} data-testid="understood">
      <MapPin size={18} aria-hidden />
      <Text as="span" srOnly>
        Gremlin read your trip as
      </Text>
      <Text as="span">{understoodText(understood)}</Text>
    </HStack>
  );
}
