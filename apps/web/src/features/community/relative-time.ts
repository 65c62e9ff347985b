/** The relative time of posts and comments (docs/product/rules.md#community). */

const HOUR_MS = 60 * 60 * 1000;

/**
 * Under 1 hour 'Just now', under 24 hours '{n}h ago', under 168 hours (a week) '{n}d ago',
 * otherwise the local date. Whole hours and days are counted down (59 min is still 'Just now',
 * 47 h is '1d ago'). A time slightly in the future (clock skew) reads 'Just now'.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = (now.getTime() - date.getTime()) / HOUR_MS;
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return date.toLocaleDateString();
}
