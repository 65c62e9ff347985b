/**
 * The fallback's static route image: our own SVG of the route (or journey arcs) over country and
 * state outlines, so it needs no WebGL, no key and no third-party image service.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LatLng } from '../../lib/geo';
import { loadAtlas, type AtlasLayers } from './lib/atlas';
import { MAP_COLORS } from './lib/map-colors';
import { fitProjection, geometryPath, routePath } from './lib/route-svg';

export interface StaticRouteImageProps {
  stops?: readonly LatLng[];
  /** Journey arcs as [lng, lat] lines. */
  lines?: readonly (readonly [number, number])[][];
  /** The route on roads as [lng, lat] points, drawn instead of straight lines between the stops. */
  route?: readonly (readonly [number, number])[];
  /** Points the frame must contain (defaults to the stops and line ends). */
  frame?: readonly LatLng[];
  selectedIndex?: number | null;
  label: string;
  width?: number;
  height?: number;
}

export function StaticRouteImage({ stops = [], lines = [], route, frame, selectedIndex, label, width = 480, height = 300 }: StaticRouteImageProps) {
  const [atlas, setAtlas] = useState<AtlasLayers | null>(null);
  useEffect(() => {
    let live = true;
    loadAtlas()
      .then((value) => live && setAtlas(value))
      .catch(() => {
        // The outline is decoration: the route still draws on a plain background.
      });
    return () => {
      live = false;
    };
  }, []);

  const points = useMemo(
    () =>
      frame?.length
        ? frame
        : [...stops, ...[...lines, route ?? []].flatMap((l) => l.map(([lng, lat]) => ({ lat, lng })))],
    [frame, stops, lines, route],
  );
  const projection = useMemo(() => fitProjection(points, width, height), [points, width, height]);
  const outlines = useMemo(() => {
    if (!atlas) return null;
    return {
      land: atlas.land.features.map((f) => geometryPath(f.geometry, projection)).join(''),
      borders: geometryPath(atlas.countryBorders, projection),
      states: geometryPath(atlas.stateBorders, projection),
    };
  }, [atlas, projection]);

  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="static-route-image"
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', background: MAP_COLORS.background, borderRadius: 12 }}
    >
      {outlines && (
        <g>
          <path d={outlines.land} fill={MAP_COLORS.land} stroke={MAP_COLORS.coast} strokeWidth={0.6} />
          <path d={outlines.states} fill="none" stroke={MAP_COLORS.stateBorder} strokeWidth={0.5} strokeDasharray="3 3" />
          <path d={outlines.borders} fill="none" stroke={MAP_COLORS.countryBorder} strokeWidth={0.8} />
        </g>
      )}
      {lines.map((line, i) => (
        <path
          key={i}
          d={routePath(
            line.map(([lng, lat]) => ({ lat, lng })),
            projection,
          )}
          fill="none"
          stroke={MAP_COLORS.arc}
          strokeOpacity={0.7}
          strokeWidth={1.5}
        />
      ))}
      {route && route.length > 1 ? (
        <path
          d={routePath(
            route.map(([lng, lat]) => ({ lat, lng })),
            projection,
          )}
          fill="none"
          stroke={MAP_COLORS.route}
          strokeWidth={3}
          strokeLinejoin="round"
          data-testid="static-route-line"
        />
      ) : (
        stops.length > 1 && <path d={routePath(stops, projection)} fill="none" stroke={MAP_COLORS.route} strokeWidth={3} strokeLinejoin="round" />
      )}
      {stops.map((stop, i) => {
        const [x, y] = projection.project(stop.lng, stop.lat);
        const selected = i === selectedIndex;
        return (
          <g key={i}>
            <circle cx={x} cy={y} r={selected ? 12 : 10} fill={selected ? '#f5f0ff' : '#7c3aed'} stroke="#b797ff" strokeWidth={2} />
            <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill={selected ? '#1e0b3d' : '#ffffff'}>
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
