/** The gazetteer builds (npm run gazetteer:build, gazetteer:abroad) are deterministic and give the committed files. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTowns } from '@roadgremlin/engine/gazetteer';
import { buildGazetteer, DEFAULT_OUTPUT, defaultInput } from '../src/gazetteer-build.js';
import { buildAbroad, DEFAULT_ABROAD_OUTPUT } from '../src/abroad-build.js';

describe('gazetteer build', () => {
  it('the build is deterministic: rebuilding from cities500 gives the committed file byte for byte', () => {
    const { gz, stats } = buildGazetteer(readFileSync(defaultInput(), 'utf8'));
    expect(gz.equals(readFileSync(DEFAULT_OUTPUT))).toBe(true);
    expect(stats.rows).toBe(allTowns().length);
    expect(buildGazetteer(readFileSync(defaultInput(), 'utf8')).gz.equals(gz)).toBe(true);
  }, 30_000);
});

describe('places abroad build', () => {
  it('gives the committed file: countries (the UK nations too) and big cities abroad, none here', () => {
    const text = buildAbroad();
    expect(text).toBe(readFileSync(DEFAULT_ABROAD_OUTPUT, 'utf8'));
    const rows = new Map(text.trim().split('\n').map((l) => [l.split('\t')[0], l.split('\t').slice(1)]));
    expect(rows.get('scotland')).toEqual(['Scotland', '0']);
    expect(rows.get('paris')?.[0]).toBe('Paris, France');
    expect(Number(rows.get('mexico city')?.[1])).toBeGreaterThan(1_000_000);
    for (const here of ['canada', 'united states', 'puerto rico', 'georgia', 'toronto', 'new york']) expect(rows.has(here), here).toBe(false);
  }, 30_000);
});
