/**
 * Calendar arithmetic on local ISO dates ('YYYY-MM-DD') for the trip date picker: month grids
 * with weeks starting on Sunday and range selection.
 */

export type IsoDate = string;

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDate(iso: IsoDate): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** The first day of the month `offset` months after the month of `iso`. */
export function monthStart(iso: IsoDate, offset = 0): IsoDate {
  const date = fromIsoDate(iso);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth() + offset, 1));
}

/**
 * The weeks of a month as rows of 7 cells; cells outside the month are null.
 * `weekStartsOn` 0 is Sunday.
 */
export function monthGrid(firstOfMonth: IsoDate, weekStartsOn = 0): (IsoDate | null)[][] {
  const first = fromIsoDate(firstOfMonth);
  const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const lead = (first.getDay() - weekStartsOn + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(toIsoDate(new Date(first.getFullYear(), first.getMonth(), day)));
  while (cells.length % 7) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Picking a day: the first click starts a range, the second ends it (a day before the start
 * restarts it), a third starts over.
 */
export function pickDay(range: DateRange, day: IsoDate): DateRange {
  if (!range.start || range.end) return { start: day, end: null };
  if (day < range.start) return { start: day, end: null };
  return { start: range.start, end: day };
}

export function inRange(range: DateRange, day: IsoDate): boolean {
  return !!range.start && !!range.end && day >= range.start && day <= range.end;
}

export function formatRange(range: DateRange, locale?: string): string {
  const fmt = (iso: IsoDate) => fromIsoDate(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  if (range.start && range.end) return range.start === range.end ? fmt(range.start) : `${fmt(range.start)} – ${fmt(range.end)}`;
  if (range.start) return `${fmt(range.start)} – …`;
  return 'Any dates';
}
