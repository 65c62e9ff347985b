import { Center, Spinner } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';

/** Turns a crash of the map library (or a failed chunk load) into the fallback panel. */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The interactive map failed; showing the fallback', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where an interactive map goes: the fallback once the map said it failed (`failed`, e.g. no WebGL or
 * an error before its first load) or crashed, a spinner while its lazy chunk loads, else the map.
 */
export function MapSurface({ failed, fallback, children }: { failed: boolean; fallback: ReactNode; children: ReactNode }) {
  if (failed) return fallback;
  return (
    <MapErrorBoundary fallback={fallback}>
      <Suspense
        fallback={
          <Center h="full">
            <Spinner color="gremlin.solid" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </MapErrorBoundary>
  );
}
