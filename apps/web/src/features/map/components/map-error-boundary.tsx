import { Component, type ReactNode } from 'react';

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
