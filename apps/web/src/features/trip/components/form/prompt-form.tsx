/**
 * The signed-in planner form (docs/product/screens.md#planner-form): one prompt, transport mode, style, a
 * two-month date range (no past days), adults ≥ 1, children ≥ 0, pets ≥ 0. Blank prompts are
 * refused by the planner hook with the 'Empty prompt!' toast.
 */
import { Box, Button, Card, Collapsible, Field, Grid, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { CalendarDays, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TwoMonthCalendar } from '../../../../components/two-month-calendar';
import { formatRange } from '../../../../lib/date-range';
import { TRANSPORT_MODES, type TransportMode } from '../../../../lib/trip-types';
import { MODE_LABELS, PARTY_LIMITS, TRIP_STYLES, type TripOptions } from '../../lib/trip-options';
import { PartyCounter } from './party-counter';

export interface PromptFormProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  options: TripOptions;
  onOptionsChange: (options: TripOptions) => void;
  onSubmit: () => void;
  pending: boolean;
}

export function PromptForm({ prompt, onPromptChange, options, onOptionsChange, onSubmit, pending }: PromptFormProps) {
  const [datesOpen, setDatesOpen] = useState(false);
  const set = <K extends keyof TripOptions>(key: K, value: TripOptions[K]) => onOptionsChange({ ...options, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Card.Root as="section" aria-labelledby="plan-heading" bg="bg.panel" borderColor="gremlin.800">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" id="plan-heading" size="2xl">
                Plan Trip
              </Heading>
              <Text fontSize="lg" fontWeight="semibold" color="slime.300">
                Where should the gremlin take you?
              </Text>
              <Text color="fg.muted">Describe your trip in one sentence — the weirder the better.</Text>
            </Stack>
            <Field.Root>
              <Field.Label>Your trip</Field.Label>
              <Textarea
                name="prompt"
                rows={3}
                value={prompt}
                onChange={(e) => onPromptChange(e.target.value)}
                placeholder="Ghost towns from Las Vegas to Reno"
                maxLength={500}
              />
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <Field.Root>
                <Field.Label>Transport mode</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={options.mode} onChange={(e) => set('mode', e.target.value as TransportMode)}>
                    {TRANSPORT_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {MODE_LABELS[mode]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Style</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={options.style} onChange={(e) => set('style', e.target.value)}>
                    {TRIP_STYLES.map((style) => (
                      <option key={style.value} value={style.value}>
                        {style.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Grid>
            <Collapsible.Root open={datesOpen} onOpenChange={(e) => setDatesOpen(e.open)}>
              <Collapsible.Trigger asChild>
                <Button variant="outline" size="sm" alignSelf="start">
                  <CalendarDays /> Trip dates: {formatRange(options.dates)}
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Box mt="3" p="3" rounded="lg" borderWidth="1px" borderColor="whiteAlpha.200">
                  <TwoMonthCalendar value={options.dates} onChange={(dates) => set('dates', dates)} />
                  {(options.dates.start || options.dates.end) && (
                    <Button mt="2" size="xs" variant="ghost" onClick={() => set('dates', { start: null, end: null })}>
                      Clear dates
                    </Button>
                  )}
                </Box>
              </Collapsible.Content>
            </Collapsible.Root>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              <PartyCounter label="Adults" value={options.adults} min={PARTY_LIMITS.adults.min} onChange={(v) => set('adults', v)} />
              <PartyCounter label="Children" value={options.children} min={PARTY_LIMITS.children.min} onChange={(v) => set('children', v)} />
              <PartyCounter label="Pets" value={options.pets} min={PARTY_LIMITS.pets.min} onChange={(v) => set('pets', v)} />
            </Grid>
            <Button type="submit" colorPalette="slime" size="lg" loading={pending} loadingText="Summoning the gremlin...">
              <Sparkles /> Unleash the Gremlin
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
