/** The live journey-activity map itself (MapLibre), loaded lazily by journey-activity-map.tsx. */
import { Center, Spinner } from '@chakra-ui/react';
import 'maplibre-gl/dist/maplibre-gl.css';
import '../../../../components/map/lib/maplibre-worker';
import { useMemo, useRef } from 'react';
import { Layer, Map, Source } from 'react-map-gl/maplibre';
import type { JourneyActivityItem } from '../../../../lib/trip-types';
import { journeyArcs, journeyEndpoints } from '../../../../components/map/lib/arcs';
import { MAP_COLORS } from '../../../../components/map/lib/map-style';
import { useMapStyle } from '../../../../components/map/use-map-style';
import { exposeMapForTests } from '../../../../components/map/lib/test-handle';

/** Centred near 39.83, -98.58 (the middle of the lower 48) at zoom 4. */
export const JOURNEY_MAP_VIEW = { latitude: 39.83, longitude: -98.58, zoom: 4 } as const;

export default function JourneyActivityMapGl({ journeys, onFail }: { journeys: readonly JourneyActivityItem[]; onFail: () => void }) {
  const mapStyle = useMapStyle();
  const loaded = useRef(false);
  const arcs = useMemo(() => journeyArcs(journeys), [journeys]);
  const ends = useMemo(() => journeyEndpoints(journeys), [journeys]);

  if (!mapStyle) {
    return (
      <Center h="full">
        <Spinner color="gremlin.solid" />
      </Center>
    );
  }
  return (
    <Map
      initialViewState={JOURNEY_MAP_VIEW}
      mapStyle={mapStyle}
      style={{ width: '100%', height: '100%' }}
      attributionControl={{ compact: true }}
      cooperativeGestures
      onLoad={(event) => {
        loaded.current = true;
        exposeMapForTests(event.target);
      }}
      onError={(event) => {
        if (!loaded.current) {
          console.warn('Journey map failed to start', event.error);
          onFail();
        }
      }}
    >
      <Source id="journey-arcs" type="geojson" data={arcs}>
        <Layer id="journey-arcs-glow" type="line" paint={{ 'line-color': MAP_COLORS.arc, 'line-width': 6, 'line-opacity': 0.15 }} />
        <Layer id="journey-arcs" type="line" paint={{ 'line-color': MAP_COLORS.arc, 'line-width': 1.6, 'line-opacity': 0.85 }} />
      </Source>
      <Source id="journey-ends" type="geojson" data={ends}>
        <Layer
          id="journey-ends"
          type="circle"
          paint={{
            'circle-radius': 4,
            'circle-color': ['match', ['get', 'kind'], 'origin', MAP_COLORS.arc, MAP_COLORS.route],
            'circle-stroke-color': '#0c0815',
            'circle-stroke-width': 1,
          }}
        />
      </Source>
    </Map>
  );
}
