/**
 * The part of a MapLibre map the browser tests use. apps/web puts its maps on window.__rgMaps when
 * localStorage 'rg:expose-maps' is set (see each spec's prepare()).
 */
export interface MapHandle {
  loaded(): boolean;
  areTilesLoaded(): boolean;
  isMoving(): boolean;
  getCanvas(): HTMLCanvasElement;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  queryRenderedFeatures(): { layer: { id: string }; properties: Record<string, unknown> | null }[];
}

declare global {
  interface Window {
    __rgMaps?: MapHandle[];
  }
}
