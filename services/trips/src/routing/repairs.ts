/**
 * Repair links added to the Natural Earth network by the graph build (build.ts), each a straight
 * `connector` from one road vertex to another, [lng, lat]. Every one is documented with its reason
 * in README.md ("Changes to the network"); keep the two lists in step.
 */
export const REPAIR_LINKS: { id: string; from: [number, number]; to: [number, number] }[] = [];
