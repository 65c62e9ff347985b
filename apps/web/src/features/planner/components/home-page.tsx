/** `/`: the landing page for visitors, the planner for signed-in travellers (SPEC.md §2). */
import { ComingSoon } from '../../../components/coming-soon';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAuth } from '../../../lib/auth-context';
import { LandingPage } from './landing-page';

export function HomePage() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!isAuthenticated) return <LandingPage />;
  // The planner issue replaces this with the prompt form, personalization card and results.
  return (
    <ComingSoon
      title="Plan Trip"
      message="The trip planner is on its way: soon you will describe a trip in one sentence here and the gremlin will answer with a route of unusual stops."
    />
  );
}
