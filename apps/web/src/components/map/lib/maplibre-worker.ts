/**
 * MapLibre 5+ ships as ES modules and starts its web worker from a file next to its own module
 * (`new URL('./maplibre-gl-worker.mjs', import.meta.url)`), which bundling breaks. Vite copies the
 * self-contained worker file as an asset and we hand MapLibre its URL before any map starts
 * (https://maplibre.org/maplibre-gl-js/docs/API/functions/setWorkerUrl/).
 * Imported for its side effect by the lazily loaded map modules only.
 */
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
