/**
 * How people appear to each other: a display name and an avatar (initials on a colour). Never the
 * e-mail address, which only its owner and administrators see. No zod here: the web app imports these
 * values (`@roadgremlin/contracts/people`) without pulling the schemas into its bundle; the schemas
 * built on them are in `auth.ts`.
 */
import { hashString } from './stop-fallbacks.js';

/**
 * Avatar colours, by name. Each carries white initials at a contrast of at least 4.5:1 (WCAG AA for
 * text), on the dark and the light page alike.
 */
export const AVATAR_COLORS = {
  violet: '#6d28d9',
  indigo: '#4338ca',
  sky: '#0369a1',
  teal: '#0f766e',
  emerald: '#047857',
  amber: '#b45309',
  orange: '#c2410c',
  rose: '#be123c',
  fuchsia: '#a21caf',
  slate: '#475569',
} as const;
export type AvatarColorName = keyof typeof AVATAR_COLORS;
export const AVATAR_COLOR_NAMES = Object.keys(AVATAR_COLORS) as AvatarColorName[];

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

const ADJECTIVES = [
  'Dusty', 'Wandering', 'Curious', 'Neon', 'Rusty', 'Sleepy', 'Roaming', 'Quirky', 'Midnight', 'Sunny',
  'Gravel', 'Desert', 'Foggy', 'Lucky', 'Humble', 'Jolly', 'Mossy', 'Breezy', 'Cosmic', 'Velvet',
  'Copper', 'Misty', 'Restless', 'Scenic', 'Starry', 'Timber', 'Windy', 'Zany', 'Amber', 'Drifting',
] as const;
const NOUNS = [
  'Jackalope', 'Gremlin', 'Roadrunner', 'Armadillo', 'Coyote', 'Tumbleweed', 'Sasquatch', 'Moose', 'Marmot', 'Bison',
  'Heron', 'Otter', 'Raccoon', 'Lynx', 'Beaver', 'Loon', 'Puffin', 'Badger', 'Magpie', 'Pronghorn',
  'Gecko', 'Falcon', 'Caribou', 'Porcupine', 'Salamander', 'Tortoise', 'Wolverine', 'Pelican', 'Chipmunk', 'Elk',
] as const;

/**
 * A friendly handle for an account that has not chosen a display name ('DustyJackalope42'), derived
 * from a seed (the account id) so that every service computes the same one. It is built from word
 * lists and a number only: nothing of the e-mail address goes into it.
 */
export function generatedHandle(seed: string): string {
  const h = hashString(seed);
  const h2 = hashString(seed, 0x9747b28c);
  return `${ADJECTIVES[h % ADJECTIVES.length]}${NOUNS[h2 % NOUNS.length]}${10 + ((h >>> 16) % 90)}`;
}

/** The avatar colour of an account that has not chosen one, from the same seed. */
export function defaultAvatarColor(seed: string): AvatarColorName {
  return AVATAR_COLOR_NAMES[hashString(seed, 0x3c6ef372) % AVATAR_COLOR_NAMES.length];
}

export function isAvatarColor(value: unknown): value is AvatarColorName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AVATAR_COLORS, value);
}

/**
 * Up to two letters for an avatar: the first letters of the first two words ('Ada Lovelace' → 'AL'),
 * of the first two capitalised parts of one word ('DustyJackalope42' → 'DJ'), else the first
 * character.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const letter = (w: string) => Array.from(w.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '';
  if (words.length > 1) return (letter(words[0]) + letter(words[1])).toUpperCase() || '?';
  const parts = words[0].match(/\p{Lu}[\p{Ll}\p{N}]*/gu);
  if (parts && parts.length > 1) return (letter(parts[0]) + letter(parts[1])).toUpperCase();
  return letter(words[0]).toUpperCase() || '?';
}
