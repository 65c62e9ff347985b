/**
 * The 'Find My Inner Gremlin' personalization card (SPEC.md §2) on the signed-in home. The card and
 * its Account connections panel belong to the connections feature; the planner only places it.
 */
import { PersonalizationCard } from '../../connections/components/personalization-card';

export function PersonalizationSlot() {
  return <PersonalizationCard />;
}
