/**
 * Words people use for the kind of stops they want → catalogue THEMES, and the route theme cluster
 * label for a theme (docs/product/rules.md#route-themes).
 */
import { THEMES, type Theme } from '../catalogue/index.js';

export interface ThemeWord {
  /** Themes the word asks for. */
  themes: readonly Theme[];
  /** Themes that fit the word less directly (scored at a lower weight). */
  also?: readonly Theme[];
}

const ROADSIDE: ThemeWord = { themes: ['roadside', 'oddity'], also: ['sculpture', 'museum'] };
const HAUNTED: ThemeWord = { themes: ['haunted'] };
const GHOST_TOWN: ThemeWord = { themes: ['ghost-town'], also: ['abandoned', 'historic'] };
const MUSIC: ThemeWord = { themes: ['music'] };
const ART: ThemeWord = { themes: ['art'], also: ['sculpture'] };
const SCULPTURE: ThemeWord = { themes: ['sculpture'], also: ['art', 'roadside'] };
const ABANDONED: ThemeWord = { themes: ['abandoned'], also: ['ghost-town'] };
const NATURE: ThemeWord = { themes: ['nature'] };
const FOOD: ThemeWord = { themes: ['food'] };
const SPACE: ThemeWord = { themes: ['space'], also: ['science'] };
const SCIENCE: ThemeWord = { themes: ['science'], also: ['space', 'museum'] };
const HISTORIC: ThemeWord = { themes: ['historic'], also: ['museum'] };
const MUSEUM: ThemeWord = { themes: ['museum'] };
const ODDITY: ThemeWord = { themes: ['oddity', 'roadside'], also: ['museum'] };

/**
 * Phrase (lower-case, accent-free, single spaces) → themes. Multi-word phrases are matched
 * before single words, so "ghost towns" wins over "ghost".
 */
export const THEME_PHRASES: Readonly<Record<string, ThemeWord>> = {
  // ghost towns
  'ghost town': GHOST_TOWN, 'ghost towns': GHOST_TOWN, 'ghost-town': GHOST_TOWN, 'ghost-towns': GHOST_TOWN,
  ghosttown: GHOST_TOWN, ghosttowns: GHOST_TOWN, ghost: GHOST_TOWN, 'mining town': GHOST_TOWN,
  'mining towns': GHOST_TOWN, 'mining camps': GHOST_TOWN, 'old west': { themes: ['historic', 'ghost-town'] },
  // haunted
  haunted: HAUNTED, spooky: HAUNTED, creepy: HAUNTED, paranormal: HAUNTED, ghosts: HAUNTED, ghostly: HAUNTED,
  'ghost hunting': HAUNTED, 'ghost tour': HAUNTED, 'ghost tours': HAUNTED, scary: HAUNTED, eerie: HAUNTED,
  macabre: HAUNTED, cemetery: HAUNTED, cemeteries: HAUNTED, graveyard: HAUNTED, graveyards: HAUNTED,
  halloween: HAUNTED, morbid: HAUNTED,
  // roadside / weird
  weird: ROADSIDE, weirdest: ROADSIDE, roadside: ROADSIDE, 'roadside attractions': ROADSIDE, quirky: ROADSIDE,
  strange: ROADSIDE, bizarre: ROADSIDE, kitsch: ROADSIDE, kitschy: ROADSIDE, offbeat: ROADSIDE, wacky: ROADSIDE,
  americana: { themes: ['roadside', 'historic'], also: ['food'] }, retro: { themes: ['roadside', 'food'] },
  oddities: ODDITY, oddity: ODDITY, odd: ODDITY, curiosities: ODDITY, curiosity: ODDITY, unusual: ODDITY,
  dinosaur: { themes: ['science', 'roadside'], also: ['sculpture', 'museum'] },
  dinosaurs: { themes: ['science', 'roadside'], also: ['sculpture', 'museum'] },
  fossils: { themes: ['science'], also: ['nature', 'museum'] },
  // music
  music: MUSIC, musical: MUSIC, blues: MUSIC, jazz: MUSIC, 'rock and roll': MUSIC, 'rock n roll': MUSIC,
  'country music': MUSIC, 'honky tonk': MUSIC, 'honky tonks': MUSIC, 'honky-tonks': MUSIC, elvis: MUSIC,
  // art and sculpture
  art: ART, arts: ART, artsy: ART, artistic: ART, mural: ART, murals: ART, gallery: ART, galleries: ART,
  'folk art': ART, 'outsider art': ART, 'street art': ART,
  sculpture: SCULPTURE, sculptures: SCULPTURE, statue: SCULPTURE, statues: SCULPTURE, giants: SCULPTURE,
  'big things': SCULPTURE, 'giant things': SCULPTURE,
  // abandoned
  abandoned: ABANDONED, ruins: ABANDONED, ruined: ABANDONED, derelict: ABANDONED, urbex: ABANDONED,
  forgotten: ABANDONED, 'lost places': ABANDONED, decaying: ABANDONED,
  // nature
  nature: NATURE, natural: NATURE, scenic: NATURE, outdoors: NATURE, outdoor: NATURE, hiking: NATURE,
  hikes: NATURE, waterfalls: NATURE, geology: NATURE, geological: NATURE, wilderness: NATURE, wildlife: NATURE,
  landscapes: NATURE, 'national parks': NATURE, 'hot springs': NATURE, 'hot spring': NATURE,
  'thermal springs': NATURE, waterfall: NATURE, caves: NATURE, canyons: NATURE, hoodoos: NATURE,
  badlands: NATURE, beaches: NATURE, geysers: NATURE, volcanoes: NATURE,
  lighthouse: HISTORIC, lighthouses: HISTORIC, forts: HISTORIC, mines: ABANDONED, 'old mines': ABANDONED,
  // food
  food: FOOD, foodie: FOOD, foodies: FOOD, diner: FOOD, diners: FOOD, eats: FOOD, bbq: FOOD, barbecue: FOOD,
  restaurants: FOOD, pie: FOOD, burgers: FOOD, 'drive ins': FOOD, 'drive-ins': FOOD,
  // space, science
  space: SPACE, alien: SPACE, aliens: SPACE, ufo: SPACE, ufos: SPACE, extraterrestrial: SPACE, rockets: SPACE,
  astronomy: SPACE, meteor: SPACE, meteorite: SPACE, 'outer space': SPACE,
  science: SCIENCE, scientific: SCIENCE, nerdy: SCIENCE, atomic: SCIENCE, nuclear: SCIENCE, 'cold war': { themes: ['historic', 'science'] },
  // history
  history: HISTORIC, historic: HISTORIC, historical: HISTORIC, heritage: HISTORIC, frontier: HISTORIC,
  pioneer: HISTORIC, pioneers: HISTORIC, 'civil war': HISTORIC,
  museum: MUSEUM, museums: MUSEUM,
};

/** Longest phrase, in words, in THEME_PHRASES. */
export const MAX_THEME_PHRASE_WORDS = Math.max(...Object.keys(THEME_PHRASES).map((k) => k.split(' ').length));

/** Weight of a theme asked for directly, and of a theme that only fits the word. */
export const PRIMARY_WEIGHT = 1;
export const SECONDARY_WEIGHT = 0.35;

/** Adds a word's themes to a weight map (keeps the highest weight per theme). */
export function addThemeWord(weights: Map<Theme, number>, word: ThemeWord, scale = 1): void {
  for (const t of word.themes) weights.set(t, Math.max(weights.get(t) ?? 0, PRIMARY_WEIGHT * scale));
  for (const t of word.also ?? []) weights.set(t, Math.max(weights.get(t) ?? 0, SECONDARY_WEIGHT * scale));
}

export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
}

/**
 * Themes in free text ("indie rock", "ghost towns", "haunted"), or a catalogue theme name itself.
 * Used for insight themes and reroll themes.
 */
export function themesInText(text: string): Map<Theme, number> {
  const weights = new Map<Theme, number>();
  const folded = foldText(text);
  if ((THEMES as readonly string[]).includes(folded)) {
    weights.set(folded as Theme, PRIMARY_WEIGHT);
    return weights;
  }
  const words = folded.split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_THEME_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const word = THEME_PHRASES[words.slice(i, i + n).join(' ')];
      if (word) {
        addThemeWord(weights, word);
        i += n - 1;
        break;
      }
    }
  }
  return weights;
}

/**
 * Themes that stand in for a requested one without leaving the theme (theme fidelity,
 * docs/product/quality.md#planner-rules: "weird art" accepts art, sculpture, roadside folk art).
 * A stop is on theme when it carries a requested theme or one of its neighbours; nothing else
 * fills a themed trip.
 */
export const THEME_NEIGHBOURS: Readonly<Record<Theme, readonly Theme[]>> = {
  'ghost-town': ['abandoned'],
  abandoned: ['ghost-town'],
  haunted: [],
  roadside: ['oddity', 'sculpture'],
  oddity: ['roadside', 'sculpture'],
  sculpture: ['roadside'], // roadside giants are not gallery art
  art: ['sculpture'],
  music: [],
  museum: [],
  nature: [],
  food: [],
  historic: [],
  space: ['science'],
  science: ['space'],
};

/** The requested themes and their neighbours. */
export function acceptedThemes(wanted: readonly Theme[]): Set<Theme> {
  const out = new Set<Theme>(wanted);
  for (const t of wanted) for (const n of THEME_NEIGHBOURS[t]) out.add(n);
  return out;
}

/** The route theme cluster of each stop theme (docs/product/rules.md#route-themes). */
export const CLUSTER_BY_THEME: Readonly<Record<Theme, string>> = {
  'ghost-town': 'Ghost Towns',
  haunted: 'Ghost Towns',
  abandoned: 'Ghost Towns',
  food: 'Retro Foodie Loop',
  music: 'Local Music Circuit',
  museum: 'Cultural Heritage',
  art: 'Cultural Heritage',
  nature: 'Natural Wonders',
  historic: 'Historic Route',
  roadside: 'Americana Circuit',
  sculpture: 'Oddities Trail',
  oddity: 'Oddities Trail',
  space: 'Discovery Route',
  science: 'Discovery Route',
};

export function clusterFor(theme: string | undefined): string {
  return (theme && CLUSTER_BY_THEME[theme as Theme]) || 'Discovery Route';
}
