import { describe, expect, it } from 'vitest';
import { addDays, inRange, monthGrid, monthStart, pickDay } from './date-range';

describe('date range helpers', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    // November 2026 starts on a Sunday; February 2026 on a Sunday too, 28 days.
    const nov = monthGrid('2026-11-01');
    expect(nov[0][0]).toBe('2026-11-01');
    const aug = monthGrid('2026-08-01'); // a Saturday
    expect(aug[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(aug[0][6]).toBe('2026-08-01');
    expect(aug.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months and days', () => {
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('picks a start, then an end; an earlier day restarts; a third pick starts over', () => {
    let range = pickDay({ start: null, end: null }, '2026-11-10');
    expect(range).toEqual({ start: '2026-11-10', end: null });
    expect(pickDay(range, '2026-11-05')).toEqual({ start: '2026-11-05', end: null });
    range = pickDay(range, '2026-11-12');
    expect(range).toEqual({ start: '2026-11-10', end: '2026-11-12' });
    expect(inRange(range, '2026-11-11')).toBe(true);
    expect(pickDay(range, '2026-11-20')).toEqual({ start: '2026-11-20', end: null });
  });
});
