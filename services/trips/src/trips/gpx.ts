/**
 * GPX 1.1 export (https://www.topografix.com/GPX/1/1/): every stop as a waypoint and the trip as
 * one route through them in order, lodgings with coordinates as extra waypoints. Loads in
 * OsmAnd, Garmin BaseCamp, Gaia GPS and most map apps.
 */
import type { Accommodation, Stop } from '@roadgremlin/contracts';
import { escapeXml as esc } from '../xml/escape.js';

export const GPX_CONTENT_TYPE = 'application/gpx+xml; charset=utf-8';

export interface GpxTrip {
  title: string | null;
  prompt: string;
  generatedAt: string;
  stops: Stop[];
  accommodations: Accommodation[];
  link?: string;
}

export function toGpx(trip: GpxTrip): string {
  const name = trip.title?.trim() || trip.prompt;
  const coord = (n: number) => n.toFixed(6);
  const wpt = (s: Stop, i: number) =>
    [
      `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lng)}">`,
      `    <name>${esc(`${i + 1}. ${s.name}`)}</name>`,
      `    <desc>${esc(s.description)}</desc>`,
      s.cluster || s.theme ? `    <type>${esc(s.cluster ?? s.theme!)}</type>` : '',
      '  </wpt>',
    ].filter(Boolean);
  const lodging = trip.accommodations
    .filter((a) => a.lat !== undefined && a.lng !== undefined)
    .map((a) => [
      `  <wpt lat="${coord(a.lat!)}" lon="${coord(a.lng!)}">`,
      `    <name>${esc(a.name)}</name>`,
      `    <desc>${esc(`${a.type} · ${a.address}`)}</desc>`,
      '    <type>Lodging</type>',
      '  </wpt>',
    ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Road Gremlin" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${esc(name)}</name>`,
    `    <desc>${esc(trip.prompt)}</desc>`,
    trip.link ? `    <link href="${esc(trip.link)}"><text>Road Gremlin</text></link>` : '',
    `    <time>${esc(trip.generatedAt)}</time>`,
    '  </metadata>',
    ...trip.stops.flatMap(wpt),
    ...lodging.flat(),
    '  <rte>',
    `    <name>${esc(name)}</name>`,
    ...trip.stops.flatMap((s, i) => [`    <rtept lat="${coord(s.lat)}" lon="${coord(s.lng)}">`, `      <name>${esc(`${i + 1}. ${s.name}`)}</name>`, '    </rtept>']),
    '  </rte>',
    '</gpx>',
    '',
  ]
    .filter((l) => l !== '')
    .join('\n');
}

/** `road-gremlin-<slug>.gpx`, ASCII only (safe in Content-Disposition without RFC 5987). */
export function gpxFilename(title: string | null, prompt: string): string {
  const slug = (title?.trim() || prompt)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `road-gremlin-${slug || 'trip'}.gpx`;
}
