import type { StyleSpecification } from 'maplibre-gl';
import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { useState } from 'react';
import { configuredStyleUrl, offlineStyle } from './lib/map-style';

let protocolAdded = false;

/** MapLibre reads `pmtiles://` sources through the pmtiles library's HTTP Range reader (once per page). */
function ensurePmtilesProtocol() {
  if (protocolAdded) return;
  protocolAdded = true;
  addProtocol('pmtiles', new Protocol().tile);
}

/** The configured style URL, else our offline basemap style (libs/basemap). */
export function useMapStyle(): string | StyleSpecification | null {
  const url = configuredStyleUrl();
  const [style] = useState<StyleSpecification | null>(() => {
    if (url) return null;
    ensurePmtilesProtocol();
    return offlineStyle();
  });
  return url ?? style;
}
