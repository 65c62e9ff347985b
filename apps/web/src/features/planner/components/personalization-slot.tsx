/**
 * SLOT: the 'Find My Inner Gremlin' personalization card (SPEC.md §2, account connections) is
 * filled by the personalization issue; until then the planner renders nothing here.
 */
export function PersonalizationSlot() {
  return null;
}
