/**
 * The theme of a stop, read from its own `theme`/`cluster` or from keywords in its name and
 * description: one emoji and label per theme for markers, cards and legends.
 */
import type { Stop } from './trip-types';

export type StopThemeKey =
  | 'ghost'
  | 'haunted'
  | 'abandoned'
  | 'music'
  | 'art'
  | 'sculpture'
  | 'museum'
  | 'food'
  | 'nature'
  | 'historic'
  | 'space'
  | 'roadside'
  | 'oddity'
  | 'general';

export interface StopTheme {
  key: StopThemeKey;
  emoji: string;
  label: string;
}

const THEMES: Record<StopThemeKey, Omit<StopTheme, 'key'>> = {
  ghost: { emoji: '🏚️', label: 'Ghost town' },
  haunted: { emoji: '👻', label: 'Haunted' },
  abandoned: { emoji: '🕸️', label: 'Abandoned' },
  music: { emoji: '🎸', label: 'Music' },
  art: { emoji: '🎨', label: 'Art' },
  sculpture: { emoji: '🗿', label: 'Giant things' },
  museum: { emoji: '🏛️', label: 'Museum' },
  food: { emoji: '🍔', label: 'Food' },
  nature: { emoji: '🌵', label: 'Nature' },
  historic: { emoji: '📜', label: 'Historic' },
  space: { emoji: '🛸', label: 'Space oddity' },
  roadside: { emoji: '🛣️', label: 'Roadside' },
  oddity: { emoji: '🦄', label: 'Oddity' },
  general: { emoji: '📍', label: 'Discovery' },
};

/** Checked in order: the first theme whose keyword appears wins. */
const KEYWORDS: [StopThemeKey, RegExp][] = [
  ['ghost', /ghost[\s-]?town|ghost/],
  ['haunted', /haunt|spirit|paranormal|spooky/],
  ['abandoned', /abandon|ruin|derelict/],
  ['space', /ufo|alien|space|extraterrestrial|rocket/],
  ['music', /music|guitar|jazz|blues|record|concert|\bband\b/],
  ['sculpture', /sculpture|statue|giant|world'?s largest/],
  ['art', /\bart\b|mural|gallery|artist|installation/],
  ['museum', /museum/],
  ['food', /food|diner|restaurant|cafe|café|pie|burger|bbq|bakery|eat|jerky|winery/],
  ['nature', /nature|park|canyon|lake|mountain|forest|trail|hike|falls|desert|cave|spring|dune/],
  ['historic', /histor|fort\b|mine|mining|heritage|century/],
  ['roadside', /roadside|route 66|motel|neon|americana/],
  ['oddity', /odd|weird|bizarre|strange|quirky|mystery|curious/],
];

const DIRECT: Record<string, StopThemeKey> = {
  'ghost-town': 'ghost',
  ghost: 'ghost',
  haunted: 'haunted',
  abandoned: 'abandoned',
  music: 'music',
  art: 'art',
  sculpture: 'sculpture',
  museum: 'museum',
  food: 'food',
  nature: 'nature',
  historic: 'historic',
  space: 'space',
  science: 'museum',
  roadside: 'roadside',
  oddity: 'oddity',
};

function make(key: StopThemeKey): StopTheme {
  return { key, ...THEMES[key] };
}

export function stopTheme(stop: Pick<Stop, 'name' | 'description' | 'theme' | 'cluster'>): StopTheme {
  const own = (stop.theme ?? '').toLowerCase();
  if (DIRECT[own]) return make(DIRECT[own]);
  const text = `${stop.theme ?? ''} ${stop.cluster ?? ''} ${stop.name} ${stop.description}`.toLowerCase();
  for (const [key, pattern] of KEYWORDS) if (pattern.test(text)) return make(key);
  return make('general');
}

/** The reroll request theme, inferred from the description (docs/product/rules.md#reroll). */
export type RerollTheme = 'music' | 'haunted' | 'art' | 'sculpture' | 'abandoned' | 'roadside' | 'nature' | 'food' | 'general';

const REROLL_KEYWORDS: [RerollTheme, RegExp][] = [
  ['music', /music|guitar|jazz|blues|record|concert|\bband\b/],
  ['abandoned', /abandon|ruin|derelict/],
  ['haunted', /haunt|ghost|spirit|paranormal|spooky/],
  ['art', /\bart\b|mural|gallery|artist|installation/],
  ['sculpture', /sculpture|statue|giant/],
  ['roadside', /roadside|route 66|motel|neon|attraction/],
  ['nature', /nature|park|canyon|lake|mountain|forest|trail|hike|falls|desert|cave/],
  ['food', /food|diner|restaurant|cafe|café|pie|burger|bbq|bakery/],
];

export function rerollTheme(description: string): RerollTheme {
  const text = description.toLowerCase();
  for (const [theme, pattern] of REROLL_KEYWORDS) if (pattern.test(text)) return theme;
  return 'general';
}
