/** The reader's English word list, built from WordNet: words stay, names that are only places go. */
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, DEFAULT_OUTPUT, englishWords, placeOnlyLemmas } from '../src/vocabulary-build.js';

describe('vocabulary build', () => {
  it('leaves out names that are only places, keeps words that are also names', () => {
    const places = placeOnlyLemmas();
    for (const w of ['salem', 'banff', 'boston']) expect(places.has(w), w).toBe(true);
    const words = new Set(englishWords());
    for (const w of ['salem', 'banff', 'boston']) expect(words.has(w), w).toBe(false);
    // a sense that is not a place keeps the word: the stone, the city and the adjective, the president
    for (const w of ['jasper', 'mobile', 'lincoln', 'hope', 'reading', 'ghost']) expect(words.has(w), w).toBe(true);
  });

  it('the committed list is what the build makes', () => {
    expect(gunzipSync(readFileSync(DEFAULT_OUTPUT)).toString('utf8')).toBe(gunzipSync(buildVocabulary()).toString('utf8'));
  });
});
