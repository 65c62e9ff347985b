/** The gazetteer build (npm run gazetteer:build) is deterministic and gives the committed file. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTowns } from '@roadgremlin/engine/gazetteer';
import { buildGazetteer, DEFAULT_OUTPUT, defaultInput } from '../src/gazetteer-build.js';

describe('gazetteer build', () => {
  it('the build is deterministic: rebuilding from cities500 gives the committed file byte for byte', () => {
    const { gz, stats } = buildGazetteer(readFileSync(defaultInput(), 'utf8'));
    expect(gz.equals(readFileSync(DEFAULT_OUTPUT))).toBe(true);
    expect(stats.rows).toBe(allTowns().length);
    expect(buildGazetteer(readFileSync(defaultInput(), 'utf8')).gz.equals(gz)).toBe(true);
  }, 30_000);
});
