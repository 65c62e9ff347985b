/**
 * The signed-in home (SPEC.md §2): the prompt form and the personalization card while there are
 * no stops, the results once there are.
 */
import { Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { TripResults } from '../../trip-plan/components/trip-results';
import { useTripPlanner } from '../hooks/use-trip-planner';
import { DEFAULT_TRIP_OPTIONS, type TripOptions } from '../lib/trip-options';
import { GeneratingNotice } from './generating-notice';
import { PersonalizationSlot } from './personalization-slot';
import { PromptForm } from './prompt-form';

export function PlannerPage() {
  const [prompt, setPrompt] = useState('');
  const [options, setOptions] = useState<TripOptions>(DEFAULT_TRIP_OPTIONS);
  const clearPrompt = useCallback(() => setPrompt(''), []);
  const planner = useTripPlanner({ onClearPrompt: clearPrompt });
  const { results } = planner;

  if (results.stops.length > 0) {
    return (
      <PageContainer>
        <TripResults
          stops={results.stops}
          tripId={results.tripId}
          prompt={planner.lastPrompt}
          insights={results.insights}
          accommodations={results.accommodations}
          mode={options.mode}
          dates={options.dates}
          rerolled={results.rerolled}
          onStopsChange={planner.updateStops}
          onNewSearch={planner.newSearch}
          onRegenerate={() => planner.regenerate(options)}
          onEditPrompt={planner.editPrompt}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <PromptForm
          prompt={prompt}
          onPromptChange={setPrompt}
          options={options}
          onOptionsChange={setOptions}
          onSubmit={() => planner.generate(prompt, options)}
          pending={planner.pending}
        />
        {planner.pending && <GeneratingNotice />}
        <PersonalizationSlot />
      </Stack>
    </PageContainer>
  );
}
