/**
 * Why people report a post or a comment: the community's reason picker and the admin moderation
 * queue show the same labels. The same values live in `@roadgremlin/contracts` (REPORT_REASON_LABELS);
 * they are repeated here so no screen pulls in zod for seven labels, and
 * `features/community/categories.test.ts` fails if the two drift apart.
 */
export type ReportReason = 'spam' | 'harassment' | 'hate' | 'sexual' | 'misinformation' | 'off-topic' | 'other';

/** In display order ('other' needs a note). */
export const REPORT_REASONS: readonly { id: ReportReason; label: string }[] = [
  { id: 'spam', label: 'Spam or advertising' },
  { id: 'harassment', label: 'Harassment or bullying' },
  { id: 'hate', label: 'Hateful or violent' },
  { id: 'sexual', label: 'Sexual content' },
  { id: 'misinformation', label: 'False or dangerous information' },
  { id: 'off-topic', label: 'Off topic' },
  { id: 'other', label: 'Something else' },
];

export function reportReasonLabel(id: string): string {
  return REPORT_REASONS.find((r) => r.id === id)?.label ?? id;
}
