import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatRelativeTime (docs/product/rules.md#community)', () => {
  it('reads "Just now" under one hour, including a time slightly in the future', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5 * MIN), now)).toBe('Just now');
  });

  it('reads "{n}h ago" from one hour up to 24 hours, counting whole hours down', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(2 * HOUR + 59 * MIN), now)).toBe('2h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });

  it('reads "{n}d ago" from 24 hours up to 168 hours', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(47 * HOUR), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(48 * HOUR), now)).toBe('2d ago');
    expect(formatRelativeTime(ago(167 * HOUR + 59 * MIN), now)).toBe('6d ago');
  });

  it('shows the local date from 168 hours on', () => {
    const weekOld = new Date(now.getTime() - 168 * HOUR);
    expect(formatRelativeTime(weekOld, now)).toBe(weekOld.toLocaleDateString());
    const old = '2025-08-03T10:00:00Z';
    expect(formatRelativeTime(old, now)).toBe(new Date(old).toLocaleDateString());
  });

  it('gives an empty string for a time it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
