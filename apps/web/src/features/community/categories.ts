/**
 * The forum's categories and text limits (docs/product/rules.md#community). The same values live in
 * `@roadgremlin/contracts`; they are repeated here so the community chunk does not pull in zod
 * just for six labels, and `categories.test.ts` fails if the two ever drift apart.
 */
import type { CategoryFilter, PostCategory, PostSort } from '@roadgremlin/contracts';

export { REPORT_REASONS, type ReportReason } from '../../lib/report-reasons';

export type { CategoryFilter, PostCategory, PostSort };

export interface CategoryOption<Id extends string = CategoryFilter> {
  id: Id;
  label: string;
}

/** The filter row, in display order; 'all' is a filter only. */
export const CATEGORY_FILTERS: readonly CategoryOption[] = [
  { id: 'all', label: 'All' },
  { id: 'route-sharing', label: 'Route Sharing' },
  { id: 'hidden-gems', label: 'Hidden Gems' },
  { id: 'trip-reports', label: 'Trip Reports' },
  { id: 'questions', label: 'Questions' },
  { id: 'feedback', label: 'Feedback' },
];

/** The five categories a post can have. */
export const POST_CATEGORIES = CATEGORY_FILTERS.filter(
  (category): category is CategoryOption<PostCategory> => category.id !== 'all',
);

export const DEFAULT_FILTER: CategoryFilter = 'all';
export const DEFAULT_POST_CATEGORY: PostCategory = 'questions';

export const SORTS: readonly { id: PostSort; label: string }[] = [
  { id: 'new', label: 'New' },
  { id: 'top', label: 'Top' },
  { id: 'hot', label: 'Hot' },
];
export const DEFAULT_SORT: PostSort = 'new';

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const COMMENT_MAX = 5_000;
/** The longest note a reporter may add to a reason. */
export const REPORT_REASON_MAX = 1_000;


export function categoryLabel(id: string): string {
  return CATEGORY_FILTERS.find((category) => category.id === id)?.label ?? id;
}

export function isCategoryFilter(value: string | null): value is CategoryFilter {
  return CATEGORY_FILTERS.some((category) => category.id === value);
}

export function isPostSort(value: string | null): value is PostSort {
  return SORTS.some((sort) => sort.id === value);
}
