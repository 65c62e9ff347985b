/** A numbered emoji marker for one stop, used on the map and in the fallback list. */
import { stopTheme } from '../../lib/stop-theme';
import type { Stop } from '../../lib/trip-types';
import { MARKER_LOOKS, markerLook } from './map-legend';

export interface StopPinProps {
  stop: Stop;
  number: number;
  selected?: boolean;
  rerolled?: boolean;
  size?: number;
}

export function StopPin({ stop, number, selected, rerolled, size = 34 }: StopPinProps) {
  const look = MARKER_LOOKS[markerLook({ selected, rerolled, bonus: stop.isBonus })];
  const theme = stopTheme(stop);
  return (
    <span
      aria-hidden
      style={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 999,
        background: look.bg,
        border: `3px solid ${look.ring}`,
        boxShadow: selected ? '0 0 0 4px rgba(183,151,255,0.45)' : '0 2px 6px rgba(0,0,0,0.5)',
        fontSize: size * 0.48,
        lineHeight: 1,
        transform: selected ? 'scale(1.2)' : undefined,
      }}
    >
      {theme.emoji}
      <span
        style={{
          position: 'absolute',
          top: -6,
          right: -6,
          minWidth: 18,
          height: 18,
          padding: '0 4px',
          borderRadius: 999,
          background: '#0c0815',
          color: '#7ef29d',
          fontSize: 11,
          fontWeight: 700,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px solid #4ade80',
        }}
      >
        {number}
      </span>
    </span>
  );
}
