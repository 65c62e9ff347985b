/** `/`: the landing page for visitors, the planner for signed-in travellers. */
import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAuth } from '../../../lib/auth-context';
import { LandingPage } from './landing/landing-page';

// The planner (form, results, map, navigator) is its own chunk so the landing page stays light.
const PlannerPage = lazy(() => import('./planner-page').then((m) => ({ default: m.PlannerPage })));

/** `personalization`: what the signed-in planner shows under its form (the app shell passes the connections card). */
export function HomePage({ personalization }: { personalization?: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!isAuthenticated) return <LandingPage />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PlannerPage personalization={personalization} />
    </Suspense>
  );
}
