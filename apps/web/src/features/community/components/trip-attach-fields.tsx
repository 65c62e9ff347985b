/**
 * 'Attach one of your trips' in the new-post dialog: a trip from My Trips, shared only with the
 * author's consent (anyone who reads the post can open it).
 */
import { Box, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useAttachableTrips } from '../api/my-trips';

export function TripAttachFields({
  tripId,
  shareTrip,
  onChange,
  disabled,
  open,
}: {
  tripId: string;
  shareTrip: boolean;
  onChange: (next: { tripId: string; shareTrip: boolean }) => void;
  disabled?: boolean;
  open: boolean;
}) {
  const trips = useAttachableTrips(open);
  const list = trips.data ?? [];
  // A trip named in the link (Post to community) may be older than the first page: keep it choosable.
  const known = !tripId || list.some((t) => t.id === tripId);
  return (
    <Stack gap="3">
      <Field.Root disabled={disabled}>
        <Field.Label>Attach one of your trips</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={tripId} onChange={(e) => onChange({ tripId: e.target.value, shareTrip })}>
            <option value="">No trip</option>
            {!known && <option value={tripId}>The trip you chose</option>}
            {list.map((t) => (
              <option key={t.id} value={t.id}>
                {(t.title?.trim() || t.prompt).slice(0, 70)} · {t.stops.length} stops
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {trips.isPending && open ? 'Loading your trips…' : trips.isError ? 'Your trips could not be loaded.' : 'Optional: its route, distance and stops show as a card.'}
        </Field.HelperText>
      </Field.Root>
      {tripId && (
        <HStack as="label" gap="3" align="start" cursor="pointer">
          <Box pt="0.5">
            <input
              type="checkbox"
              checked={shareTrip}
              disabled={disabled}
              onChange={(e) => onChange({ tripId, shareTrip: e.target.checked })}
              style={{ width: 18, height: 18, accentColor: 'var(--chakra-colors-slime-500)' }}
            />
          </Box>
          <Text fontSize="sm">
            Share this trip: anyone who reads the post can open it. You can stop sharing it from My Trips at any time, and the card
            comes down with it.
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
