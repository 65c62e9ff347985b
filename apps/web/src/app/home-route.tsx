/**
 * `/`: the trip feature's home page with the connections feature's 'Find My Inner Gremlin' card in
 * its personalization slot. Features do not import each other; the shell composes them. The card is
 * its own chunk, loaded only when the signed-in planner shows it.
 */
import { lazy } from 'react';
import { HomePage } from '../features/trip/components/home-page';

const PersonalizationCard = lazy(() =>
  import('../features/connections/components/personalization-card').then((m) => ({ default: m.PersonalizationCard })),
);

export function HomeRoute() {
  return <HomePage personalization={<PersonalizationCard />} />;
}
