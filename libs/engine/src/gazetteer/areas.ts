/**
 * Areas travellers name that are not towns: US counties, parishes and boroughs (US Census via
 * us-atlas), and regions, parks, neighbourhoods and Canadian divisions written by our editors
 * (tools/engine-data/data/areas), each with its extent (a bounding box), an anchor town and the
 * spellings people use. Built by `npm run areas:build` into data/areas.json.gz; read lazily, once.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { haversineKm, type LatLng } from '../geo/index.js';
import { normalizeTownName } from './normalize.js';
import type { RegionCode } from './regions.js';

export type AreaKind = 'region' | 'park' | 'neighbourhood' | 'county' | 'island' | 'lake' | 'valley' | 'mountains' | 'coast' | 'wine';

export interface Area {
  id: string;
  name: string;
  kind: AreaKind;
  aliases: readonly string[];
  regions: readonly RegionCode[];
  /** [west, south, east, north]. */
  bbox: readonly [number, number, number, number];
  centre: LatLng;
  /** Half the larger side of the bbox, km: how far from the centre the area reaches. */
  radiusKm: number;
  anchor: { name: string } & LatLng;
  source: string;
}

export interface AreaMatch {
  area: Area;
  /** Found under a bare name ("Bucks" for Bucks County, "Banff" for Banff National Park): a weaker reading than the full one. */
  bare: boolean;
}

const AREAS_URL = new URL('./data/areas.json.gz', import.meta.url);

/** Suffixes a traveller may leave off ("Algonquin" for Algonquin Provincial Park). */
const PARK_SUFFIX = /\s+(national park|national monument|national recreation area|national seashore|national lakeshore|national preserve|provincial park|state park|interprovincial park|park|np|nat'l park)$/;
const LEADING_THE = /^(the|le|la|les|l)\s+/;
/** What comes between "parc" and a park's name in French. */
const PARC_LEADS = ['', 'de ', 'du ', 'de la ', "de l'", 'des ', 'national ', 'national de ', 'national du ', 'national de la ', "national de l'", 'national des ', 'provincial ', 'provincial de ', 'provincial du ', 'provincial de la '];

let loaded: { areas: Area[]; byKey: Map<string, AreaMatch[]> } | undefined;

function keyOf(s: string): string {
  return normalizeTownName(s.replace(/[’']/g, "'"));
}

function load() {
  const lines = gunzipSync(readFileSync(AREAS_URL)).toString('utf8').split('\n');
  const areas: Area[] = [];
  const byKey = new Map<string, AreaMatch[]>();
  const add = (k: string, area: Area, bare: boolean) => {
    if (!k) return;
    const list = byKey.get(k) ?? [];
    if (!list.some((m) => m.area === area)) list.push({ area, bare });
    byKey.set(k, list);
  };
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const r = JSON.parse(line) as { id: string; name: string; kind: AreaKind; aliases: string[]; regions: RegionCode[]; bbox: [number, number, number, number]; centre: [number, number]; anchor: [string, number, number]; source: string };
    const [w, s, e, n] = r.bbox;
    const centre = { lat: r.centre[0], lng: r.centre[1] };
    const radiusKm = Math.max(haversineKm({ lat: centre.lat, lng: w }, { lat: centre.lat, lng: e }), haversineKm({ lat: s, lng: centre.lng }, { lat: n, lng: centre.lng })) / 2;
    const area: Area = { id: r.id, name: r.name, kind: r.kind, aliases: r.aliases, regions: r.regions, bbox: r.bbox, centre, radiusKm, anchor: { name: r.anchor[0], lat: r.anchor[1], lng: r.anchor[2] }, source: r.source };
    areas.push(area);
    for (const name of [r.name, ...r.aliases]) {
      const k = keyOf(name);
      add(k, area, false);
      const noThe = k.replace(LEADING_THE, '');
      add(noThe, area, false);
      // "Banff" for Banff National Park: a weaker reading than the name in full, behind a town of that name
      const bare = noThe.replace(PARK_SUFFIX, '');
      if (r.kind === 'park' && bare !== noThe) {
        add(bare, area, true);
        add(`${bare} park`, area, false);
        add(`${bare} national park`, area, false);
        // …and in French, the park first ("parc Forillon", "parc national de la Gaspésie", "parc du Bic")
        for (const lead of PARC_LEADS) add(keyOf(`parc ${lead}${bare}`), area, false);
      }
    }
    if (r.kind === 'county') {
      // "Bucks" alone may mean Bucks County: a weaker reading, behind any town of that name
      const bare = keyOf(r.name).replace(/\s+(county|parish|borough|city)$/, '');
      if (bare !== keyOf(r.name)) add(bare, area, true);
    }
  }
  return { areas, byKey };
}

/** Every area named so (folded like town names; "the" and a park's "National Park" optional). */
export function findAreas(name: string): AreaMatch[] {
  loaded ??= load();
  const k = keyOf(name);
  return loaded.byKey.get(k) ?? loaded.byKey.get(k.replace(LEADING_THE, '')) ?? [];
}

export function allAreas(): readonly Area[] {
  loaded ??= load();
  return loaded.areas;
}

/** Is the point inside the area's bbox (with `slackKm` around it)? */
export function inArea(area: Area, p: LatLng, slackKm = 0): boolean {
  const [w, s, e, n] = area.bbox;
  const dLat = slackKm / 111.2;
  const dLng = slackKm / (111.2 * Math.max(0.2, Math.cos((p.lat * Math.PI) / 180)));
  return p.lng >= w - dLng && p.lng <= e + dLng && p.lat >= s - dLat && p.lat <= n + dLat;
}
