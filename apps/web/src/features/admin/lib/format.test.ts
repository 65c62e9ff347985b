import { describe, expect, it } from 'vitest';
import { minutesLabel, timeAgo } from './format';

describe('timeAgo', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it.each([
    ['2026-01-01T12:00:00Z', 'just now'],
    ['2026-01-01T11:59:51Z', 'just now'],
    ['2026-01-01T11:59:15Z', '45 s ago'],
    ['2026-01-01T11:55:00Z', '5 min ago'],
    ['2026-01-01T09:00:00Z', '3 h ago'],
    ['2025-12-30T12:00:00Z', '2 d ago'],
    ['2026-01-01T12:00:30Z', 'just now'], // a clock slightly ahead of ours
    ['garbage', '—'],
  ])('%s → %s', (iso, label) => expect(timeAgo(iso, now)).toBe(label));
});

describe('minutesLabel', () => {
  it.each([
    [0, '0 min'],
    [0.5, '30 s'],
    [3, '3 min'],
    [3.5, '3.5 min'],
    [75, '1 h 15 min'],
  ])('%s → %s', (minutes, label) => expect(minutesLabel(minutes)).toBe(label));
});
