/**
 * The interactive route map (MapLibre through react-map-gl, https://visgl.github.io/react-map-gl/).
 * Loaded lazily by route-map.tsx: this module pulls in maplibre-gl and its CSS.
 */
import { Center, Spinner } from '@chakra-ui/react';
import type { FeatureCollection, LineString } from 'geojson';
import type { FilterSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './lib/maplibre-worker';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../lib/geo';
import { splitRouteIntoLegs, type TripRoute } from '../../lib/route-legs';
import type { Stop } from '../../lib/trip-types';
import { MAP_COLORS } from './lib/map-style';
import { exposeMapForTests } from './lib/test-handle';
import { StopPin } from './stop-pin';
import { useMapStyle } from './use-map-style';

export interface RouteMapGlProps {
  stops: readonly Stop[];
  /** The route on roads; without it, straight lines between the stops (drawn dashed: "as the crow flies"). */
  route?: TripRoute | null;
  /** Keep the camera on `userPosition` as it moves (the navigator while active). */
  followUser?: boolean;
  /** Frame the traveller and the focused stop together (the navigator while not following). */
  frameUser?: boolean;
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

const ON_ROAD: FilterSpecification = ['==', ['get', 'onRoad'], true];
const STRAIGHT: FilterSpecification = ['==', ['get', 'onRoad'], false];

/** The lines the map draws: the route cut into legs (solid on roads, dashed when straight), else straight stop-to-stop lines. */
export function routeFeatures(stops: readonly Stop[], route?: TripRoute | null): FeatureCollection<LineString, { leg: number; onRoad: boolean }> {
  if (route && route.geometry.coordinates.length > 1) {
    return {
      type: 'FeatureCollection',
      features: splitRouteIntoLegs(route, stops).map((piece) => ({
        type: 'Feature',
        properties: { leg: piece.index, onRoad: piece.onRoad },
        geometry: { type: 'LineString', coordinates: piece.coordinates },
      })),
    };
  }
  return {
    type: 'FeatureCollection',
    features:
      stops.length > 1
        ? [{ type: 'Feature', properties: { leg: 0, onRoad: false }, geometry: { type: 'LineString', coordinates: stops.map((s) => [s.lng, s.lat]) } }]
        : [],
  };
}

export default function RouteMapGl({ stops, route, followUser, frameUser, selectedIndex, rerolled, onSelectStop, focusZoom, startFocused, userPosition, onFail }: RouteMapGlProps) {
  const mapStyle = useMapStyle();
  const mapRef = useRef<MapRef>(null);
  const loaded = useRef(false);

  const lines = useMemo(() => routeFeatures(stops, route), [stops, route]);
  // Only the first render decides where the camera starts; later focus changes fly there.
  const [initialViewState] = useState(() => {
    const focus = selectedIndex != null ? stops[selectedIndex] : undefined;
    if ((startFocused && focus) || stops.length === 1) {
      const at = focus ?? stops[0];
      return { longitude: at.lng, latitude: at.lat, zoom: focusZoom };
    }
    const points: [number, number][] = [...stops.map((s): [number, number] => [s.lng, s.lat]), ...((route?.geometry.coordinates ?? []) as [number, number][])];
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    return {
      bounds: [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ] as [[number, number], [number, number]],
      fitBoundsOptions: { padding: 56, maxZoom: 12 },
    };
  });

  // A new focus flies there; with `frameUser` (the navigator) the camera shows both the traveller
  // and the stop (at most the focus zoom), once per stop and once more when the first fix arrives.
  const framed = useRef<string | null>(null);
  const hasPosition = !!userPosition;
  useEffect(() => {
    const stop = selectedIndex != null ? stops[selectedIndex] : undefined;
    const map = mapRef.current;
    if (!stop || !map || followUser) return;
    const key = `${selectedIndex}:${frameUser && hasPosition}`;
    if (framed.current === key) return;
    framed.current = key;
    if (frameUser && userPosition) {
      map.fitBounds(
        [
          [Math.min(stop.lng, userPosition.lng), Math.min(stop.lat, userPosition.lat)],
          [Math.max(stop.lng, userPosition.lng), Math.max(stop.lat, userPosition.lat)],
        ],
        { padding: { top: 80, bottom: 56, left: 56, right: 64 }, maxZoom: focusZoom, duration: 900 },
      );
      return;
    }
    map.flyTo({ center: [stop.lng, stop.lat], zoom: focusZoom, duration: 900 });
    // userPosition is read only when the key changes (hasPosition); every other fix is ignored here.
  }, [selectedIndex, stops, focusZoom, frameUser, hasPosition, followUser]);

  // The navigator follows the traveller: every new fix recentres the map (the zoom stays).
  useEffect(() => {
    if (!followUser || !userPosition || !mapRef.current) return;
    mapRef.current.easeTo({ center: [userPosition.lng, userPosition.lat], duration: 600 });
  }, [followUser, userPosition]);

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
      {/* Added after the basemap's layers, so above them; the stop markers are HTML above the canvas. */}
      <Source id="route" type="geojson" data={lines}>
        <Layer id="route-glow" type="line" filter={ON_ROAD} paint={{ 'line-color': MAP_COLORS.route, 'line-width': 8, 'line-opacity': 0.2 }} />
        <Layer
          id="route-line"
          type="line"
          filter={ON_ROAD}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': MAP_COLORS.route, 'line-width': 3 }}
        />
        <Layer
          id="route-straight"
          type="line"
          filter={STRAIGHT}
          layout={{ 'line-join': 'round' }}
          paint={{ 'line-color': MAP_COLORS.route, 'line-width': 2.5, 'line-dasharray': [2, 2], 'line-opacity': 0.9 }}
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
