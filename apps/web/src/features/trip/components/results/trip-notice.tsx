/**
 * The planner's notice: the trip is shorter than asked ("Only 3 ghost town stops
 * along this route; we looked up to 80 km off it."). A quiet info callout above the stop list, read
 * politely by screen readers (role status), not a toast: it stays as long as the trip does.
 */
import { Alert } from '@chakra-ui/react';

export function TripNotice({ notice }: { notice?: string | null }) {
  if (!notice?.trim()) return null;
  return (
    <Alert.Root status="info" variant="subtle" role="status" aria-live="polite" data-testid="trip-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{notice}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
