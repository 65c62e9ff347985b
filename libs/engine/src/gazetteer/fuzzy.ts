/**
 * Edit distance for misspelt place names: Damerau–Levenshtein in its optimal-string-alignment
 * form (insert, delete, substitute, or swap two neighbouring letters, each one edit), computed
 * only as far as `max`: a row whose every cell exceeds it ends the work early.
 */

/** Scratch rows reused across calls (names are short; grown when a longer one comes). */
let scratch: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Letters next to each other on a QWERTY keyboard (either way). */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOURS = new Set<string>();
for (let r = 0; r < KEY_ROWS.length; r++) {
  const row = KEY_ROWS[r];
  for (let i = 0; i < row.length; i++) {
    const pairs = [row[i + 1], KEY_ROWS[r + 1]?.[i], KEY_ROWS[r + 1]?.[i - 1]];
    for (const o of pairs) if (o) NEIGHBOURS.add(row[i] + o).add(o + row[i]);
  }
}
const VOWELS = 'aeiouy';
/** Letters people write for one another by sound ("Cincinatti", "Albuquerque" as "Albukerkee"). */
const SOUND_ALIKES = ['ck', 'cs', 'sz', 'gj', 'kq', 'fv', 'mn', 'dt', 'bp'];
for (const p of SOUND_ALIKES) NEIGHBOURS.add(p).add(p[1] + p[0]);

/**
 * What writing `x` for `y` costs: 1 for a slip people make (a neighbouring key, one vowel for
 * another, a letter that sounds alike), 2 for any other letter, which is a different name more
 * often than a typo ("Neverland" is not Nederland, "Cancun" is not Canton).
 */
function substitution(x: number, y: number): number {
  const a = String.fromCharCode(x);
  const b = String.fromCharCode(y);
  if (NEIGHBOURS.has(a + b) || (VOWELS.includes(a) && VOWELS.includes(b))) return 1;
  return 2;
}

/**
 * The edit distance between a and b when it is at most `max`, else `max + 1`. With `slips`, a
 * substitution costs as `substitution` says (typing slips cost one, other letters two).
 */
export function withinEdits(a: string, b: string, max: number, slips = false): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (scratch[0].length < n + 1) scratch = [new Int32Array(n + 8), new Int32Array(n + 8), new Int32Array(n + 8)];
  let [prev2, prev, cur] = scratch;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : slips ? substitution(ca, cb) : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n], max + 1);
}
