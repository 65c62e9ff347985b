import { HStack, Text, Wrap } from '@chakra-ui/react';

/** The four marker looks of SPEC.md §2 (map panel legend). */
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

export function MapLegend() {
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
    </Wrap>
  );
}
