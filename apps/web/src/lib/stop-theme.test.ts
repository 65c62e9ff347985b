import { describe, expect, it } from 'vitest';
import { rerollTheme, stopTheme } from './stop-theme';

describe('stopTheme', () => {
  it("uses the stop's own theme first", () => {
    expect(stopTheme({ name: 'X', description: 'a diner', theme: 'ghost-town' }).emoji).toBe('🏚️');
  });
  it('reads keywords otherwise', () => {
    expect(stopTheme({ name: 'Clown Motel', description: 'haunted rooms' }).key).toBe('haunted');
    expect(stopTheme({ name: 'Somewhere', description: 'plain' }).key).toBe('general');
  });
});

describe('rerollTheme (the reroll request theme)', () => {
  it.each([
    ['a record shop with live music', 'music'],
    ['a ghost haunts the halls', 'haunted'],
    ['outsider art garden', 'art'],
    ['a giant statue', 'sculpture'],
    ['an abandoned mine', 'abandoned'],
    ['a roadside attraction', 'roadside'],
    ['hot springs in the desert', 'nature'],
    ['the best pie', 'food'],
    ['nothing special', 'general'],
  ])('%s → %s', (description, theme) => {
    expect(rerollTheme(description)).toBe(theme);
  });
});
