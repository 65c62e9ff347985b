/** FNV-1a (32-bit): a stable, well-spread number from a string, for values that must not change between calls. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short hex digest for ids in URLs (not for security). */
export function shortHash(s: string): string {
  return (hashString(s).toString(16).padStart(8, '0') + hashString(`~${s}`).toString(16).padStart(8, '0'));
}
