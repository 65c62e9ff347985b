/**
 * Our own stop images: an SVG "postcard" (theme colours, emoji, name, town) served at
 * /api/trips/postcards/{key}.svg. A catalogue place's key is its id; any other stop gets a hash
 * of its name and position, with the name and theme carried in the query string.
 */
import type { Stop } from '@roadgremlin/contracts';
import { placeById } from '@roadgremlin/engine';
import { shortHash } from '../enhance/hash.js';
import { escapeXml as esc } from '../xml/escape.js';

export const POSTCARD_PREFIX = '/api/trips/postcards/';

const PALETTES: Record<string, { from: string; to: string; ink: string; emoji: string; label: string }> = {
  'ghost-town': { from: '#3b2f2f', to: '#c2a878', ink: '#fff8e7', emoji: '🏚️', label: 'Ghost Town' },
  haunted: { from: '#1a1033', to: '#5b3f8c', ink: '#e9e2ff', emoji: '👻', label: 'Haunted' },
  abandoned: { from: '#2e3b36', to: '#7d8c70', ink: '#f1f5ec', emoji: '🕸️', label: 'Abandoned' },
  roadside: { from: '#d9480f', to: '#fcc419', ink: '#fffdf5', emoji: '🛣️', label: 'Roadside Oddity' },
  sculpture: { from: '#0b7285', to: '#66d9e8', ink: '#f8ffff', emoji: '🗿', label: 'Giant Things' },
  art: { from: '#a61e4d', to: '#f783ac', ink: '#fff5f9', emoji: '🎨', label: 'Outsider Art' },
  music: { from: '#364fc7', to: '#91a7ff', ink: '#f5f7ff', emoji: '🎸', label: 'Music' },
  museum: { from: '#5f3dc4', to: '#b197fc', ink: '#f8f5ff', emoji: '🏛️', label: 'Curious Museum' },
  nature: { from: '#2b8a3e', to: '#8ce99a', ink: '#f4fff6', emoji: '🌵', label: 'Natural Wonder' },
  food: { from: '#c92a2a', to: '#ffa8a8', ink: '#fff5f5', emoji: '🍔', label: 'Road Food' },
  historic: { from: '#7c5e10', to: '#e3c567', ink: '#fffbea', emoji: '📜', label: 'Historic' },
  space: { from: '#0b0d2e', to: '#3b5bdb', ink: '#e7ecff', emoji: '🛸', label: 'Space Oddity' },
  science: { from: '#087f5b', to: '#63e6be', ink: '#f0fff9', emoji: '🔬', label: 'Science' },
  oddity: { from: '#862e9c', to: '#e599f7', ink: '#fdf5ff', emoji: '🦄', label: 'Oddity' },
};
const DEFAULT_PALETTE = { from: '#212529', to: '#868e96', ink: '#f8f9fa', emoji: '📍', label: 'Discovery' };

/** The postcard URL of a stop (relative: the web app and the API share an origin). */
export function postcardPath(stop: Pick<Stop, 'id' | 'name' | 'lat' | 'lng' | 'theme' | 'cluster' | 'town'>): string {
  if (stop.id && placeById(stop.id)) return `${POSTCARD_PREFIX}${stop.id}.svg`;
  const key = shortHash(`${stop.name}|${stop.lat.toFixed(4)}|${stop.lng.toFixed(4)}`);
  const q = new URLSearchParams({ name: stop.name.slice(0, 80) });
  if (stop.theme) q.set('theme', stop.theme);
  if (stop.town) q.set('town', stop.town.slice(0, 60));
  return `${POSTCARD_PREFIX}${key}.svg?${q}`;
}

export interface PostcardInput {
  name: string;
  theme?: string;
  town?: string;
  region?: string;
}

/** The card for a key: a catalogue place by id, otherwise the query's name/theme/town. */
export function postcardFor(key: string, query: { name?: string; theme?: string; town?: string }): PostcardInput | undefined {
  const place = placeById(key);
  if (place) return { name: place.name, theme: place.themes[0], town: place.town, region: place.region };
  if (!query.name) return undefined;
  return { name: query.name, theme: query.theme, town: query.town };
}

export function renderPostcard(card: PostcardInput): string {
  const p = PALETTES[card.theme ?? ''] ?? DEFAULT_PALETTE;
  const lines = wrap(card.name, 24).slice(0, 3);
  const where = [card.town, card.region].filter(Boolean).join(', ');
  const nameY = 230 - (lines.length - 1) * 26;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img"',
    ` aria-label="${esc(`Postcard: ${card.name}`)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    '<rect width="600" height="400" rx="18" fill="url(#g)"/>',
    `<rect x="14" y="14" width="572" height="372" rx="12" fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="10 8" opacity="0.6"/>`,
    `<text x="40" y="70" font-family="Georgia, serif" font-size="22" fill="${p.ink}" opacity="0.85">${esc(where ? `Greetings from ${where}` : 'Greetings from the road')}</text>`,
    `<text x="540" y="120" text-anchor="end" font-size="72">${p.emoji}</text>`,
    ...lines.map(
      (l, i) =>
        `<text x="40" y="${nameY + i * 52}" font-family="Impact, 'Arial Black', sans-serif" font-size="46" fill="${p.ink}">${esc(l)}</text>`,
    ),
    `<text x="40" y="350" font-family="Verdana, sans-serif" font-size="18" fill="${p.ink}" opacity="0.9">${esc(`${p.label} · picked by the Road Gremlin`)}</text>`,
    '</svg>',
  ].join('');
}

/** A generated "street view" for a point when no Street View key is set. */
export function renderStreetView(lat: number, lng: number): string {
  const seed = Math.abs(Math.round(lat * 1000) * 31 + Math.round(lng * 1000));
  const sky = ['#74c0fc', '#ffa94d', '#4dabf7', '#845ef7'][seed % 4];
  const hills = Array.from({ length: 5 }, (_, i) => {
    const x = (i * 150 + (seed % 97)) % 700 - 50;
    const h = 60 + ((seed >> i) % 80);
    return `<ellipse cx="${x}" cy="300" rx="140" ry="${h}" fill="#2f9e44" opacity="${0.5 + i * 0.1}"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img"',
    ` aria-label="${esc(`The road near ${lat.toFixed(4)}, ${lng.toFixed(4)}`)}">`,
    `<rect width="640" height="400" fill="${sky}"/>`,
    '<circle cx="540" cy="70" r="36" fill="#fff3bf"/>',
    hills,
    '<rect y="300" width="640" height="100" fill="#495057"/>',
    '<polygon points="300,300 340,300 420,400 220,400" fill="#343a40"/>',
    ...[0, 1, 2].map((i) => `<rect x="${316 - i * 4}" y="${310 + i * 30}" width="${8 + i * 8}" height="${12 + i * 4}" fill="#ffd43b"/>`),
    `<text x="20" y="385" font-family="Verdana, sans-serif" font-size="16" fill="#f8f9fa">${esc(`${lat.toFixed(4)}, ${lng.toFixed(4)} · Road Gremlin view`)}</text>`,
    '</svg>',
  ].join('');
}

function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > 3) lines[2] = `${lines[2]!.slice(0, width - 1)}…`;
  return lines;
}
