/**
 * GPX 1.1 (https://www.topografix.com/GPX/1/1/) of a trip, built in the browser: the share page's
 * fallback when GET /api/trips/shared/{shareId}/gpx cannot answer (the stops are on screen anyway).
 */
import type { Stop } from '../../../lib/trip-types';

const esc = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function tripToGpx(name: string, stops: readonly Stop[]): string {
  const coord = (n: number) => n.toFixed(6);
  const wpts = stops.map(
    (s, i) => `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lng)}">\n    <name>${esc(`${i + 1}. ${s.name}`)}</name>\n    <desc>${esc(s.description)}</desc>\n  </wpt>`,
  );
  const rtepts = stops.map((s) => `    <rtept lat="${coord(s.lat)}" lon="${coord(s.lng)}"><name>${esc(s.name)}</name></rtept>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Road Gremlin" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${esc(name)}</name></metadata>`,
    ...wpts,
    `  <rte>\n    <name>${esc(name)}</name>`,
    ...rtepts,
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}
