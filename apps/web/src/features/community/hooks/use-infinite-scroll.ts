import { useEffect, useState } from 'react';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page when the returned sentinel scrolls near the viewport
 * (https://developer.mozilla.org/docs/Web/API/Intersection_Observer_API). The observer is rebuilt
 * after each page, so a sentinel still in view keeps loading until the screen is full. Without
 * IntersectionObserver the screen's 'Load more' button is the way on.
 */
export function useInfiniteScroll({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteScrollOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);

  useEffect(() => {
    if (!sentinel || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void fetchNextPage();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return setSentinel;
}
