/**
 * Named roads a traveller names (Route 66, the Natchez Trace, the Icefields Parkway, US-50, I-90,
 * the Trans-Canada… 100+), as the towns each passes in order (routing/data/named-routes.json,
 * built by `npm run named-routes:build`: gazetteer towns listed along each route). A sentence that
 * names one ("along Route 66") follows it: the trip's corridor runs through its towns on our road
 * network, and its route passes them. A drive whose road line runs along an `auto` one is named
 * after it.
 */
import { readFileSync } from 'node:fs';
import type { RegionCode } from '../gazetteer/index.js';
import { haversineKm } from '../geo/index.js';

export interface Waypoint {
  name: string;
  region: RegionCode;
  lat: number;
  lng: number;
}

export interface Corridor {
  id: string;
  name: string;
  /** Phrases that name it (folded: lower-case, single spaces, hyphens kept). */
  aliases: readonly string[];
  /** The towns it passes, in order. */
  waypoints: readonly Waypoint[];
  /** Named automatically when a drive runs along it (not only when the sentence names it). */
  auto: boolean;
  /**
   * A road that goes round (the Cabot Trail, the Lake Superior Circle Tour, the Irish Loop): its
   * towns close on themselves, or its name says so. Driven from a town on it, it comes back there.
   */
  circuit: boolean;
}

interface RouteRow {
  id: string;
  name: string;
  aliases: string[];
  auto: boolean;
  towns: [string, RegionCode, number, number][];
}

const DATA = JSON.parse(readFileSync(new URL('../routing/data/named-routes.json', import.meta.url), 'utf8')) as { routes: RouteRow[] };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Ends of a road this much closer than its length make it a circuit. */
const CLOSED_SHARE = 0.2;
const CIRCUIT_NAME = /\b(circle|loop)\b|^tour d/i;

function closes(towns: RouteRow['towns']): boolean {
  let km = 0;
  for (let i = 1; i < towns.length; i++) km += haversineKm({ lat: towns[i - 1][2], lng: towns[i - 1][3] }, { lat: towns[i][2], lng: towns[i][3] });
  const [a, b] = [towns[0], towns[towns.length - 1]];
  return towns.length > 2 && haversineKm({ lat: a[2], lng: a[3] }, { lat: b[2], lng: b[3] }) < CLOSED_SHARE * km;
}

export const CORRIDORS: readonly Corridor[] = DATA.routes.map((r) => ({
  id: r.id,
  name: r.name,
  aliases: [...new Set(r.aliases.map(fold))],
  waypoints: r.towns.map(([name, region, lat, lng]) => ({ name, region, lat, lng })),
  auto: r.auto,
  circuit: CIRCUIT_NAME.test(r.name) || closes(r.towns),
}));

/** Folded alias → corridor, longest aliases first (so "historic route 66" beats "route 66"). */
export const CORRIDOR_ALIASES: readonly { alias: string; corridor: Corridor }[] = CORRIDORS.flatMap((c) =>
  c.aliases.map((alias) => ({ alias, corridor: c })),
).sort((a, b) => b.alias.length - a.alias.length);

export function corridorById(id: string): Corridor | undefined {
  return CORRIDORS.find((c) => c.id === id);
}
