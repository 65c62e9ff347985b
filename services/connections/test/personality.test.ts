import { describe, it, expect } from 'vitest';
import { computePersonality } from '../src/personality/compute.js';
import { firstRule, GENRE_RULES, matchRules, PLACE_RULES, SUBREDDIT_RULES } from '../src/personality/rules.js';

describe('the mapping table', () => {
  it.each([
    ['outlaw country', GENRE_RULES, 'word', ['music', 'ghost-town']],
    ['swedish metal', GENRE_RULES, 'word', ['haunted']],
    ['abandonedporn', SUBREDDIT_RULES, 'prefix', ['abandoned']],
    ['paranormal', SUBREDDIT_RULES, 'prefix', ['haunted']],
    ['ufos', SUBREDDIT_RULES, 'prefix', ['space']],
    ['ghosttowns', SUBREDDIT_RULES, 'prefix', ['ghost-town']],
    ['sunrise hiking with the dog', PLACE_RULES, 'word', ['nature']],
    ['best food truck in town', PLACE_RULES, 'word', ['food']],
  ] as const)('%s → %j', (text, rules, mode, themes) => {
    const rule = firstRule([...rules], text, mode);
    expect(rule).toBeDefined();
    for (const t of themes) expect(rule!.themes[t]).toBeGreaterThan(0);
  });

  it('fragments match at word starts only', () => {
    expect(matchRules(PLACE_RULES, 'Starting the week right at the party').map((r) => r.label)).toEqual([]);
    expect(matchRules(PLACE_RULES, 'Art walk downtown').map((r) => r.label)).toContain('street art');
    expect(firstRule(SUBREDDIT_RULES, 'personalfinance', 'prefix')).toBeUndefined();
    expect(firstRule(SUBREDDIT_RULES, 'myspace', 'prefix')).toBeUndefined();
  });

  it("'outlaw country' counts as outlaw country, not also as plain country", () => {
    expect(firstRule(GENRE_RULES, 'outlaw country')!.label).toBe('outlaw country');
    expect(firstRule(GENRE_RULES, 'country')!.label).toBe('americana and folk');
  });
});

describe('computePersonality', () => {
  it('nothing connected, or nothing fetched: no themes and no insights', () => {
    expect(computePersonality([])).toEqual({ weights: {}, travelThemes: [], insights: [], sources: [], reasons: {} });
    expect(computePersonality([{ provider: 'spotify', data: {} }, { provider: 'reddit', data: { subreddits: [] } }]).insights).toEqual([]);
  });

  it('the strongest theme weighs 1 and readable lines name what was found', () => {
    const p = computePersonality([
      { provider: 'spotify', data: { artists: [{ name: 'Waylon Jennings', genres: ['outlaw country', 'country'] }] } },
      { provider: 'reddit', data: { subreddits: [{ name: 'UFOs' }, { name: 'Paranormal' }] } },
    ]);
    expect(Math.max(...Object.values(p.weights))).toBe(1);
    expect(p.insights[0]).toBe('Your Spotify leans outlaw country — expect honky-tonks and a ghost town or two.');
    expect(p.insights[1]).toMatch(/^You hang out in r\/UFOs — /);
    expect(p.travelThemes).toEqual(expect.arrayContaining(['music', 'ghost-town', 'space', 'haunted']));
    expect(p.sources).toEqual(['spotify', 'reddit']);
  });

  it('data that matches no rule gives an honest line and no themes', () => {
    const p = computePersonality([{ provider: 'spotify', data: { artists: [{ name: 'Nobody', genres: ['k-pop'] }] } }]);
    expect(p.weights).toEqual({});
    expect(p.insights).toEqual(['We read your top Spotify artists (Nobody), but their genres do not point at a travel theme yet.']);
  });

  it('one chatty provider does not drown the others (each is scaled to 1 before adding)', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `hiking${i}` }));
    const p = computePersonality([
      { provider: 'reddit', data: { subreddits: many } },
      { provider: 'facebook', data: { places: [{ name: 'Bodie Ghost Town' }] } },
    ]);
    expect(p.weights.nature).toBe(1);
    expect(p.weights['ghost-town']).toBe(1);
  });
});
