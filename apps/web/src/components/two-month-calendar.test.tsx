import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import type { DateRange } from '../lib/date-range';
import { createQueryClient } from '../lib/query-client';
import { TwoMonthCalendar } from './two-month-calendar';

function Harness({ onChange }: { onChange?: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  return (
    <TwoMonthCalendar
      value={range}
      minDate="2026-11-21"
      onChange={(next) => {
        setRange(next);
        onChange?.(next);
      }}
    />
  );
}

function renderCalendar() {
  const changes: DateRange[] = [];
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness onChange={(r) => changes.push(r)} />
    </AppProviders>,
  );
  return { changes, user: userEvent.setup({ delay: null }) };
}

describe('TwoMonthCalendar', () => {
  it('shows two months with weeks starting on Sunday and days before the minimum disabled', () => {
    renderCalendar();
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.getAttribute('aria-label'))).toEqual(['November 2026', 'December 2026']);
    expect(within(tables[0]).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    expect(screen.getByRole('button', { name: 'Friday, November 20, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saturday, November 21, 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('picks a range with two clicks and moves with the arrow keys', async () => {
    const { changes, user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Sunday, November 22, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Wednesday, November 25, 2026' }));
    expect(changes.at(-1)).toEqual({ start: '2026-11-22', end: '2026-11-25' });
    expect(screen.getByRole('button', { name: 'Wednesday, November 25, 2026' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Wednesday, December 2, 2026' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getAllByRole('table').map((t) => t.getAttribute('aria-label'))).toEqual(['December 2026', 'January 2027']);
  });
});
