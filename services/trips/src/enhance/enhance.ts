/**
 * Stop enhancement without any outside service: a 'Gremlin Says' note, up to 4 hashtag
 * tags, a personalised tag when the traveller has insights, the visit time estimate by the kind of
 * place (docs/product/rules.md#stop-extras), and an image (our SVG postcard unless a photo was found).
 */
import { hashString, visitTimeFor, type Stop } from '@roadgremlin/contracts';
import { gremlinSays } from './gremlin-says.js';
import { postcardPath } from '../images/postcard.js';

export const MAX_TAGS = 4;

export interface EnhanceContext {
  /** The traveller's catalogue themes (strongest first) and readable insight strings. */
  insightThemes?: readonly string[];
  insights?: readonly string[];
}

/** The visit-time estimate, shared with the web app (libs/contracts/src/stop-fallbacks.ts). */
export { visitTimeFor };

const THEME_TAGS: Record<string, string> = {
  'ghost-town': '#GhostTown',
  haunted: '#Haunted',
  abandoned: '#Abandoned',
  roadside: '#RoadsideAttraction',
  sculpture: '#GiantThings',
  art: '#OutsiderArt',
  music: '#MusicHistory',
  museum: '#TinyMuseum',
  nature: '#NaturalWonder',
  food: '#RoadFood',
  historic: '#HistoryNerd',
  space: '#SpaceOddity',
  science: '#ScienceGeek',
  oddity: '#Oddity',
};

const KEYWORD_TAGS: [RegExp, string][] = [
  [/\b(abandoned|ghost|secret|hidden)\b/i, '#HiddenGem'],
  [/\b(giant|world'?s largest|biggest|huge)\b/i, '#WorldsLargest'],
  [/\b(haunted|spooky|paranormal|cemetery)\b/i, '#Spooky'],
  [/\b(neon|sign|mural|folk art)\b/i, '#PhotoOp'],
  [/\b(alien|ufo|space)\b/i, '#TruthIsOutThere'],
];

export function tagsFor(stop: Stop): string[] {
  const tags: string[] = [];
  const add = (t: string) => {
    if (tags.length < MAX_TAGS && !tags.includes(t)) tags.push(t);
  };
  for (const t of stop.tags ?? []) add(t.startsWith('#') ? t : `#${t}`);
  if (stop.theme && THEME_TAGS[stop.theme]) add(THEME_TAGS[stop.theme]);
  if (stop.cluster) add(`#${camel(stop.cluster)}`);
  const text = `${stop.name} ${stop.description}`;
  for (const [re, tag] of KEYWORD_TAGS) if (re.test(text)) add(tag);
  add('#RoadGremlin');
  return tags.slice(0, MAX_TAGS);
}

/** A short tag that ties the stop to the traveller's insights, when there are any. */
export function personalizedTagFor(stop: Stop, ctx: EnhanceContext): string | undefined {
  const themes = ctx.insightThemes ?? [];
  const insights = ctx.insights ?? [];
  if (!themes.length && !insights.length) return undefined;
  if (stop.theme && themes.includes(stop.theme)) return `Matches your ${stop.theme.replace('-', ' ')} streak`;
  if (insights.length) return `Inspired by: ${shorten(insights[hashString(stop.name) % insights.length]!)}`;
  return `Gremlin-picked for your ${themes[0]!.replace('-', ' ')} side`;
}

export function enhanceStop(stop: Stop, ctx: EnhanceContext = {}, image?: string): Stop {
  const out: Stop = { ...stop };
  // (a rating or review count only from a real source: none is derived from the name)
  if (!out.gremlinSays) out.gremlinSays = gremlinSays(stop);
  out.tags = tagsFor(stop);
  const tag = personalizedTagFor(stop, ctx);
  if (tag && !out.personalizedTag) out.personalizedTag = tag;
  if (!out.visitTime) out.visitTime = visitTimeFor(stop);
  if (!out.serperImage) out.serperImage = image ?? postcardPath(stop);
  return out;
}

function camel(s: string) {
  return s
    .replace(/[^a-z0-9 ]/gi, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

function shorten(s: string) {
  const t = s.replace(/[.!]+$/, '').trim();
  return t.length > 40 ? `${t.slice(0, 39)}…` : t;
}
