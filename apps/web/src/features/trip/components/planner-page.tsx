/**
 * The signed-in home (docs/product/screens.md#planner-form): the prompt form and the personalization card while there are
 * no stops, the results once there are. The form as typed and the planned trip are session drafts
 * (lib/session-draft): leaving the screen or reloading loses neither.
 */
import { Stack } from '@chakra-ui/react';
import { Suspense, useCallback, type ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth-context';
import { useSessionDraft } from '../../../lib/session-draft';
import { TripResults } from './results/trip-results';
import { useTripPlanner } from '../hooks/use-trip-planner';
import { EMPTY_FORM, parseForm, type PlannerForm } from '../lib/planner-drafts';
import type { TripOptions } from '../lib/trip-options';
import { GeneratingNotice } from './form/generating-notice';
import { PromptForm } from './form/prompt-form';

export function PlannerPage({ personalization }: { personalization?: ReactNode }) {
  const { user } = useAuth();
  const [form, setForm] = useSessionDraft<PlannerForm>('planner.form', user?.id, EMPTY_FORM, parseForm);
  const { prompt, options } = form;
  const setPrompt = useCallback((next: string) => setForm((f) => ({ ...f, prompt: next })), [setForm]);
  const setOptions = useCallback((next: TripOptions) => setForm((f) => ({ ...f, options: next })), [setForm]);
  const clearPrompt = useCallback(() => setPrompt(''), [setPrompt]);
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
          route={results.route}
          notice={results.notice}
          understood={results.understood}
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
        {personalization && <Suspense fallback={null}>{personalization}</Suspense>}
      </Stack>
    </PageContainer>
  );
}
