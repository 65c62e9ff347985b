import { Badge, Box } from '@chakra-ui/react';
import type { LiveStatus } from '../hooks/use-admin-live';

const LOOK: Record<LiveStatus, { label: string; palette: string; dot: string }> = {
  live: { label: 'Live', palette: 'green', dot: 'green.400' },
  connecting: { label: 'Connecting…', palette: 'yellow', dot: 'yellow.400' },
  disconnected: { label: 'Disconnected', palette: 'red', dot: 'red.400' },
};

/** The Live / Disconnected indicator of the admin live link (docs/product/screens.md#admin-dashboard). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const look = LOOK[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="lg" gap="2" role="status" aria-live="polite" data-status={status}>
      <Box as="span" w="2" h="2" rounded="full" bg={look.dot} aria-hidden />
      {look.label}
    </Badge>
  );
}
