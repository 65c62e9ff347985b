/**
 * What the Gremlin read from the sentence, so a wrong reading is visible at once: the places
 * ("Richmond, VA → Williamsburg, VA", "around Toronto, ON", places passed on the way, the named
 * road), then the interests, the nights and where they came from, the mode and the shape, then the
 * words nothing could be made of ("Not understood, ignored: 'blorp'").
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { CircleHelp, MapPin } from 'lucide-react';
import type { Understood } from '@roadgremlin/contracts';

const label = (p: { name: string; region: string }) => (p.name === p.region ? p.name : `${p.name}, ${p.region}`);

/** The places line: "Reno, NV → Tonopah, NV → Las Vegas, NV along US-95". */
export function understoodText(u: Understood): string {
  const road = u.road ? ` along ${u.road}` : '';
  if (u.destination) {
    const ends = [u.origin, ...(u.via ?? []), u.destination].map(label).join(' → ');
    return `${ends}${u.shape === 'return' ? ' and back' : ''}${road}`;
  }
  const via = u.via?.length ? ` via ${u.via.map(label).join(', ')}` : '';
  return `around ${u.area ?? label(u.origin)}${via}${road}`;
}

const MODE: Record<NonNullable<Understood['mode']>, string> = { driving: 'by car', walking: 'on foot', bicycling: 'by bike', transit: 'by transit' };
const FROM: Record<NonNullable<Understood['daysFrom']>, string> = { form: 'from your dates', sentence: 'from your sentence', default: 'for the distance' };
const SHAPE: Record<NonNullable<Understood['shape']>, string> = { oneway: 'one way', loop: 'a loop', return: 'there and back' };

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));

/** "May 3 – May 6". */
export function datesText(start?: string | null, end?: string | null): string | null {
  if (!start) return null;
  return end && end !== start ? `${dayOf(start)} – ${dayOf(end)}` : dayOf(start);
}

/** The rest of the reading, in short phrases: interests, "3 nights, from your sentence", "by car", "one way". */
export function readingParts(u: Understood): string[] {
  const parts: string[] = [];
  if (u.interests?.length) parts.push(u.interests.join(', '));
  if (u.days) {
    const length = u.days === 1 ? 'a day trip' : `${u.nights ?? u.days - 1} night${(u.nights ?? u.days - 1) === 1 ? '' : 's'}`;
    const dates = datesText(u.startDate, u.endDate);
    parts.push([length, dates, u.daysFrom ? FROM[u.daysFrom] : null].filter(Boolean).join(', '));
  }
  if (u.mode) parts.push(MODE[u.mode]);
  if (u.shape && !(u.shape === 'return' && u.destination)) parts.push(SHAPE[u.shape]);
  if (u.slow) parts.push('the slow way');
  if (u.pace) parts.push(u.pace === 'easy' ? 'an easy pace' : 'a full pace');
  return parts;
}

export function ignoredText(u: Understood): string | null {
  if (!u.ignored?.length) return null;
  return `Not understood, ignored: ${u.ignored.map((w) => `'${w}'`).join(', ')}`;
}

export function UnderstoodLine({ understood }: { understood?: Understood | null }) {
  if (!understood) return null;
  const parts = readingParts(understood);
  const ignored = ignoredText(understood);
  return (
    <Stack gap="1" data-testid="understood-reading">
      <HStack gap="1.5" color="fg" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} data-testid="understood" alignItems="flex-start">
        <MapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
        <Text as="span" srOnly>
          Gremlin read your trip as
        </Text>
        <Text as="span">{understoodText(understood)}</Text>
      </HStack>
      {parts.length > 0 && (
        <Text color="fg.muted" fontSize="sm" data-testid="understood-details">
          {parts.join(' · ')}
        </Text>
      )}
      {ignored && (
        <HStack gap="1.5" color="orange.fg" fontSize="sm" data-testid="understood-ignored">
          <CircleHelp size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text as="span">{ignored}</Text>
        </HStack>
      )}
    </Stack>
  );
}
