/**
 * A small accessible two-month range calendar (weeks start on Sunday). Chakra 3.37's
 * DatePicker works on @internationalized/date objects in a popover; the planner needs plain ISO
 * dates inline with past days disabled, so this is a table of buttons with one tab stop and
 * arrow-key movement (WAI-ARIA APG date picker dialog pattern, simplified).
 */
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { addDays, fromIsoDate, inRange, monthGrid, monthStart, pickDay, toIsoDate, type DateRange, type IsoDate } from '../lib/date-range';

export interface TwoMonthCalendarProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Days before this are disabled (defaults to today). */
  minDate?: IsoDate;
  locale?: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function TwoMonthCalendar({ value, onChange, minDate, locale = 'en-US' }: TwoMonthCalendarProps) {
  const today = minDate ?? toIsoDate(new Date());
  const [firstMonth, setFirstMonth] = useState(() => monthStart(value.start ?? today));
  const [focused, setFocused] = useState<IsoDate>(() => value.start ?? today);
  const root = useRef<HTMLDivElement>(null);
  const months = [firstMonth, monthStart(firstMonth, 1)];
  const canGoBack = firstMonth > monthStart(today);
  // One tab stop in the grid: the focused day when it is shown, else the first day that can be picked.
  const visibleEnd = monthStart(firstMonth, 2);
  const tabStop =
    focused >= firstMonth && focused < visibleEnd ? focused : firstMonth >= today ? firstMonth : today < visibleEnd ? today : firstMonth;

  function moveFocus(next: IsoDate) {
    if (next < today) return;
    setFocused(next);
    if (next < months[0]) setFirstMonth(monthStart(next));
    else if (next >= monthStart(firstMonth, 2)) setFirstMonth(monthStart(next, -1));
    queueMicrotask(() => root.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (!(event.key in steps)) return;
    event.preventDefault();
    moveFocus(addDays(focused, steps[event.key]));
  }

  const label = (iso: IsoDate) => {
    const date = fromIsoDate(iso);
    return `${WEEKDAY_NAMES[date.getDay()]}, ${date.toLocaleDateString(locale, { month: 'long', day: 'numeric', year: 'numeric' })}`;
  };

  return (
    <Stack ref={root} gap="3" onKeyDown={onKeyDown} data-testid="two-month-calendar">
      <HStack justify="space-between">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => setFirstMonth(monthStart(firstMonth, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label="Next month" onClick={() => setFirstMonth(monthStart(firstMonth, 1))}>
          <ChevronRight />
        </IconButton>
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6">
        {months.map((month) => {
          const title = fromIsoDate(month).toLocaleDateString(locale, { month: 'long', year: 'numeric' });
          return (
            <Box key={month} flex="1">
              <Text textAlign="center" fontWeight="semibold" mb="2" aria-hidden>
                {title}
              </Text>
              <Box as="table" w="full" aria-label={title} style={{ borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    {WEEKDAYS.map((day, i) => (
                      <th
                        key={day}
                        scope="col"
                        abbr={WEEKDAY_NAMES[i]}
                        style={{ fontSize: 12, fontWeight: 400, paddingBottom: 4, color: 'var(--chakra-colors-fg-muted)' }}
                      >
                        {day.slice(0, 2)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthGrid(month).map((week, w) => (
                    <tr key={w}>
                      {week.map((day, d) =>
                        day ? (
                          <Box as="td" key={day} p="0.5" textAlign="center">
                            <Button
                              size="xs"
                              w="8"
                              minW="8"
                              data-date={day}
                              aria-label={label(day)}
                              aria-pressed={day === value.start || day === value.end}
                              tabIndex={day === tabStop ? 0 : -1}
                              disabled={day < today}
                              variant={day === value.start || day === value.end ? 'solid' : inRange(value, day) ? 'subtle' : 'ghost'}
                              colorPalette="gremlin"
                              onClick={() => {
                                setFocused(day);
                                onChange(pickDay(value, day));
                              }}
                            >
                              {Number(day.slice(8))}
                            </Button>
                          </Box>
                        ) : (
                          <td key={`empty-${w}-${d}`} />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
