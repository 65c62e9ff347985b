import { HStack, Text, Wrap } from '@chakra-ui/react';
import { MAP_COLORS } from './lib/map-colors';

/** The four marker looks of the map legend: Gremlin-picked, Bonus stop, Rerolled, Selected. */
export const MARKER_LOOKS = {
  picked: { label: 'Gremlin-picked', bg: '#7c3aed', ring: '#b797ff' },
  bonus: { label: 'Bonus stop', bg: '#b45309', ring: '#fcd34d' },
  rerolled: { label: 'Rerolled', bg: '#15803d', ring: '#4ade80' },
  selected: { label: 'Selected', bg: '#f5f0ff', ring: '#ffffff' },
} as const;

export type MarkerLook = keyof typeof MARKER_LOOKS;

export function markerLook({ selected, bonus, rerolled }: { selected?: boolean; bonus?: boolean; rerolled?: boolean }): MarkerLook {
  if (selected) return 'selected';
  if (rerolled) return 'rerolled';
  if (bonus) return 'bonus';
  return 'picked';
}

/** The route line looks: solid on roads, dashed where the line is straight ("as the crow flies"). */
export const LINE_LOOKS = {
  road: { label: 'Route on roads' },
  straight: { label: 'As the crow flies' },
} as const;

export interface MapLegendProps {
  /** Which route line looks the map shows. */
  lines?: { road: boolean; straight: boolean };
  /** Why the line is straight (walking and cycling: the network has no streets). */
  straightNote?: string;
}

export function MapLegend({ lines, straightNote }: MapLegendProps = {}) {
  return (
    <Wrap as="ul" aria-label="Map legend" gap="3" fontSize="xs" color="fg.muted" listStyleType="none">
      {(Object.keys(MARKER_LOOKS) as MarkerLook[]).map((look) => (
        <HStack as="li" key={look} gap="1.5">
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: 999,
              background: MARKER_LOOKS[look].bg,
              border: `2px solid ${MARKER_LOOKS[look].ring}`,
              display: 'inline-block',
            }}
          />
          <Text>{MARKER_LOOKS[look].label}</Text>
        </HStack>
      ))}
      {lines?.road && (
        <HStack as="li" gap="1.5" data-testid="legend-road">
          <span aria-hidden style={{ width: 18, height: 0, borderTop: `3px solid ${MAP_COLORS.route}`, display: 'inline-block' }} />
          <Text>{LINE_LOOKS.road.label}</Text>
        </HStack>
      )}
      {lines?.straight && (
        <HStack as="li" gap="1.5" data-testid="legend-straight">
          <span aria-hidden style={{ width: 18, height: 0, borderTop: `3px dashed ${MAP_COLORS.route}`, display: 'inline-block' }} />
          <Text>
            {LINE_LOOKS.straight.label}
            {straightNote ? ` (${straightNote})` : ''}
          </Text>
        </HStack>
      )}
    </Wrap>
  );
}
