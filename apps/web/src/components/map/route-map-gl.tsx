/**
 * The interactive route map (MapLibre through react-map-gl, https://visgl.github.io/react-map-gl/).
 * Loaded lazily by route-map.tsx: this module pulls in maplibre-gl and its CSS.
 */
import { Center, Spinner } from '@chakra-ui/react';
import type { FeatureCollection, LineString } from 'geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import './lib/maplibre-worker';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../lib/geo';
import type { Stop } from '../../lib/trip-types';
import { MAP_COLORS } from './lib/map-style';
import { exposeMapForTests } from './lib/test-handle';
import { StopPin } from './stop-pin';
import { useMapStyle } from './use-map-style';

export interface RouteMapGlProps {
  stops: readonly Stop[];
  selectedIndex?: number | null;
  rerolled?: ReadonlySet<number>;
  onSelectStop?: (index: number) => void;
  /** Zoom used when a stop gets focus (10 in the overview, 15 in the navigator). */
  focusZoom: number;
  /** Start centred on the selected stop instead of fitting the whole route. */
  startFocused?: boolean;
  userPosition?: LatLng | null;
  onFail: () => void;
}

export default function RouteMapGl({ stops, selectedIndex, rerolled, onSelectStop, focusZoom, startFocused, userPosition, onFail }: RouteMapGlProps) {
  const mapStyle = useMapStyle();
  const mapRef = useRef<MapRef>(null);
  const loaded = useRef(false);

  const route = useMemo<FeatureCollection<LineString>>(
    () => ({
      type: 'FeatureCollection',
      features:
        stops.length > 1
          ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: stops.map((s) => [s.lng, s.lat]) } }]
          : [],
    }),
    [stops],
  );

  // Only the first render decides where the camera starts; later focus changes fly there.
  const [initialViewState] = useState(() => {
    const focus = selectedIndex != null ? stops[selectedIndex] : undefined;
    if ((startFocused && focus) || stops.length === 1) {
      const at = focus ?? stops[0];
      return { longitude: at.lng, latitude: at.lat, zoom: focusZoom };
    }
    const lngs = stops.map((s) => s.lng);
    const lats = stops.map((s) => s.lat);
    return {
      bounds: [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ] as [[number, number], [number, number]],
      fitBoundsOptions: { padding: 56, maxZoom: 12 },
    };
  });

  useEffect(() => {
    const stop = selectedIndex != null ? stops[selectedIndex] : undefined;
    if (!stop || !mapRef.current) return;
    mapRef.current.flyTo({ center: [stop.lng, stop.lat], zoom: focusZoom, duration: 900 });
  }, [selectedIndex, stops, focusZoom]);

  if (!mapStyle) {
    return (
      <Center h="full" bg="night.900">
        <Spinner color="gremlin.solid" />
      </Center>
    );
  }

  return (
    <Map
      ref={mapRef}
      initialViewState={initialViewState}
      mapStyle={mapStyle}
      style={{ width: '100%', height: '100%' }}
      attributionControl={{ compact: true }}
      onLoad={(event) => {
        loaded.current = true;
        exposeMapForTests(event.target);
      }}
      onError={(event) => {
        // Before the first load an error means no map at all (no WebGL, bad style); later ones
        // (a missing tile) are not worth giving the map up for.
        if (!loaded.current) {
          console.warn('Map failed to start', event.error);
          onFail();
        }
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <Source id="route" type="geojson" data={route}>
        <Layer id="route-glow" type="line" paint={{ 'line-color': MAP_COLORS.route, 'line-width': 8, 'line-opacity': 0.2 }} />
        <Layer
          id="route-line"
          type="line"
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': MAP_COLORS.route, 'line-width': 3 }}
        />
      </Source>
      {stops.map((stop, i) => (
        <Marker
          key={`${stop.id ?? stop.name}-${i}`}
          longitude={stop.lng}
          latitude={stop.lat}
          anchor="center"
          style={{ zIndex: i === selectedIndex ? 2 : 1 }}
          onClick={(event) => {
            event.originalEvent.stopPropagation();
            onSelectStop?.(i);
          }}
        >
          <button
            type="button"
            aria-label={`Stop ${i + 1}: ${stop.name}`}
            title={stop.name}
            style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
          >
            <StopPin stop={stop} number={i + 1} selected={i === selectedIndex} rerolled={rerolled?.has(i)} />
          </button>
        </Marker>
      ))}
      {userPosition && (
        <Marker longitude={userPosition.lng} latitude={userPosition.lat} anchor="bottom">
          <div
            style={{
              padding: '2px 8px',
              borderRadius: 999,
              background: '#2563eb',
              color: 'white',
              fontSize: 12,
              fontWeight: 700,
              border: '2px solid white',
              whiteSpace: 'nowrap',
            }}
          >
            You are here
          </div>
        </Marker>
      )}
    </Map>
  );
}
