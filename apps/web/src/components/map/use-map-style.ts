import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { loadAtlas } from './lib/atlas';
import { configuredStyleUrl, MAP_COLORS, offlineDarkStyle } from './lib/map-style';

const BARE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.background } }],
};

/** The configured style URL, else the offline dark style once the atlas has loaded (null meanwhile). */
export function useMapStyle(): string | StyleSpecification | null {
  const url = configuredStyleUrl();
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  useEffect(() => {
    if (url) return;
    let live = true;
    loadAtlas()
      .then((atlas) => live && setStyle(offlineDarkStyle(atlas)))
      .catch((error: unknown) => {
        console.warn('Map outlines failed to load; drawing on a bare background', error);
        if (live) setStyle(BARE_STYLE);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return url ?? style;
}
