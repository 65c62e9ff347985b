import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** Height of the landing page's live journey-activity map. */
export const JOURNEY_MAP_HEIGHT_PX = 384;

// The whole widget (its query, stats, static fallback and, inside it, the map library) is its own
// chunk, fetched after the first paint: when the browser is idle or the slot scrolls into view
// (the landing has a first-load JavaScript budget: docs/product/quality.md#page-weight).
const JourneyActivityMap = lazy(() => import('./journey-activity-map').then((m) => ({ default: m.JourneyActivityMap })));

/** True once the browser is idle after the first paint, or once `target` is visible. */
function useAfterFirstPaint(target: React.RefObject<HTMLElement | null>): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 100);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && target.current) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) start();
      });
      observer.observe(target.current);
    }
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [started, target]);
  return started;
}

/** The landing page's live journey-activity map panel (the map itself loads lazily). */
export function JourneyMapSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const started = useAfterFirstPaint(ref);
  return (
    <Box
      ref={ref}
      data-testid="journey-map-slot"
      h={`${JOURNEY_MAP_HEIGHT_PX}px`}
      w="full"
      rounded="2xl"
      overflow="hidden"
      position="relative"
      bg="night.900"
      borderWidth="1px"
      borderColor="gremlin.900"
    >
      {started && (
        <Suspense fallback={null}>
          <JourneyActivityMap height={`${JOURNEY_MAP_HEIGHT_PX}px`} />
        </Suspense>
      )}
    </Box>
  );
}
