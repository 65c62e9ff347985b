import type { Map as MaplibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    __rgMaps?: MaplibreMap[];
  }
}

/**
 * Lets browser tests reach the map instances (`queryRenderedFeatures`): only when the page set
 * localStorage `rg:expose-maps` = '1' (the e2e run does), so production pages expose nothing.
 */
export function exposeMapForTests(map: MaplibreMap) {
  try {
    if (localStorage.getItem('rg:expose-maps') !== '1') return;
  } catch {
    return;
  }
  (window.__rgMaps ??= []).push(map);
  map.once('remove', () => {
    window.__rgMaps = window.__rgMaps?.filter((m) => m !== map);
  });
}
