import * as contracts from '@roadgremlin/contracts';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FILTERS,
  COMMENT_MAX,
  CONTENT_MAX,
  DEFAULT_FILTER,
  POST_CATEGORIES,
  REPORT_REASON_MAX,
  REPORT_REASONS,
  SORTS,
  TITLE_MAX,
  categoryLabel,
} from './categories';

describe('community categories and limits', () => {
  it('match the shared contract: six filters in order, five postable, the same labels', () => {
    expect(CATEGORY_FILTERS.map(({ id, label }) => ({ id, label }))).toEqual(
      contracts.CATEGORIES.map(({ id, label }) => ({ id, label })),
    );
    expect(POST_CATEGORIES.map((c) => c.id)).toEqual(contracts.PostCategory.options);
    expect(DEFAULT_FILTER).toBe('all');
    expect(SORTS.map((s) => s.id)).toEqual(contracts.PostSort.options);
  });

  it('use the server limits', () => {
    expect([TITLE_MAX, CONTENT_MAX, COMMENT_MAX, REPORT_REASON_MAX]).toEqual([
      contracts.TITLE_MAX,
      contracts.CONTENT_MAX,
      contracts.COMMENT_MAX,
      contracts.REPORT_REASON_MAX,
    ]);
  });

  it('offer the server\'s report reasons, with the same labels', () => {
    expect(REPORT_REASONS.map(({ id, label }) => [id, label])).toEqual(Object.entries(contracts.REPORT_REASON_LABELS));
    expect(REPORT_REASONS.map((r) => r.id)).toEqual(contracts.ReportReason.options);
  });

  it('label an unknown id with the id itself', () => {
    expect(categoryLabel('hidden-gems')).toBe('Hidden Gems');
    expect(categoryLabel('mystery')).toBe('mystery');
  });
});
