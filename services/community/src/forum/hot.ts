/**
 * Lemmy's hot rank (https://join-lemmy.org/docs/contributors/07-ranking-algo.html), the same formula
 * as SQL function `hot_rank_of` (migration 2026-11-21T1300_sorting):
 *
 *   rank = log10(max(1, 3 + score)) / (hours + 2)^1.8     for posts younger than 168 hours, else 0
 *
 * Kept here for the README and the tests; the database computes the stored rank.
 */
export function hotRank(score: number, ageHours: number): number {
  if (ageHours < 0 || ageHours > 168) return 0;
  return Math.log10(Math.max(1, score + 3)) / Math.pow(ageHours + 2, 1.8);
}
