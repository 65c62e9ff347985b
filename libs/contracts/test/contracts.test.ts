import { describe, it, expect } from 'vitest';
import { NewPostRequest, NewCommentRequest, PostCategory, GenerateStopsRequest, ResetPasswordRequest, TrackingMessage, SignUpRequest } from '../src/index.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('contracts', () => {
  it("a blank post title gives the 'Missing Information' message", () => {
    expect(firstMessage(NewPostRequest.safeParse({ title: '   ', content: 'x' }))).toBe('Missing Information: Please fill in both title and content');
  });
  it('a new post defaults to questions and refuses all', () => {
    expect(NewPostRequest.parse({ title: 't', content: 'c' }).category).toBe('questions');
    expect(PostCategory.safeParse('all').success).toBe(false);
  });
  it("a blank comment gives the 'Empty Comment' message", () => {
    expect(firstMessage(NewCommentRequest.safeParse({ content: '\n\t ' }))).toBe('Empty Comment: Please write something before posting');
  });
  it('a trip request defaults to driving, classic, 2 adults, no children or pets, and refuses fewer than 1 adult', () => {
    expect(GenerateStopsRequest.parse({ prompt: 'ghost towns' })).toMatchObject({ mode: 'driving', style: 'classic', adults: 2, children: 0, pets: 0 });
    expect(firstMessage(GenerateStopsRequest.safeParse({ prompt: 'x', adults: 0 }))).toBe('adults must be at least 1');
    expect(GenerateStopsRequest.safeParse({ prompt: 'x', startDate: '2026-12-05', endDate: '2026-12-01' }).success).toBe(false);
  });
  it('a reset password shorter than 6 gives the at-least-6-characters message', () => {
    expect(firstMessage(ResetPasswordRequest.safeParse({ access_token: 'a', refresh_token: 'b', password: '12345' }))).toBe('Password must be at least 6 characters long.');
  });
  it('tracking messages are a closed set', () => {
    expect(TrackingMessage.safeParse({ type: 'page_change', sessionId: '1-2', currentPage: '/' }).success).toBe(true);
    expect(TrackingMessage.safeParse({ type: 'delete_everything', sessionId: '1' }).success).toBe(false);
  });
  it('e-mails are trimmed and lower-cased; junk is refused', () => {
    expect(SignUpRequest.parse({ email: '  Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
    expect(SignUpRequest.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
  });
});

describe('withoutControlCharacters', () => {
  it('refuses NUL and other C0 controls but keeps tabs and line breaks', async () => {
    const { withoutControlCharacters } = await import('../src/index.js');
    const { z } = await import('zod');
    const schema = withoutControlCharacters(z.object({ title: z.string() }), ['title']);
    expect(schema.safeParse({ title: 'line one\nline\ttwo' }).success).toBe(true);
    expect(firstMessage(schema.safeParse({ title: 'nul\u0000here' }))).toBe('title must not contain control characters');
  });
});

describe('people', () => {
  it('a generated handle is a friendly word pair and number, the same for the same account and made of nothing else', async () => {
    const { generatedHandle, defaultAvatarColor, AVATAR_COLOR_NAMES } = await import('../src/index.js');
    const a = generatedHandle('user-123');
    expect(a).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9]\d$/);
    expect(generatedHandle('user-123')).toBe(a);
    const many = new Set(Array.from({ length: 500 }, (_, i) => generatedHandle(`seed-${i}`)));
    expect(many.size).toBeGreaterThan(480);
    expect(AVATAR_COLOR_NAMES).toContain(defaultAvatarColor('user-123'));
  });
  it('initials come from two words, two capitalised parts of one word, or one letter', async () => {
    const { initialsOf } = await import('../src/index.js');
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('DustyJackalope42')).toBe('DJ');
    expect(initialsOf('zoë')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('Route 66 Raccoon')).toBe('R6');
  });
  it('every avatar colour carries white initials at 4.5:1 or more (WCAG AA)', async () => {
    const { AVATAR_COLORS } = await import('../src/index.js');
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const [name, hex] of Object.entries(AVATAR_COLORS)) expect((1.05 / (lum(hex) + 0.05)), name).toBeGreaterThanOrEqual(4.5);
  });
  it('a display name is trimmed and may not hold an @', async () => {
    const { DisplayName } = await import('../src/index.js');
    expect(DisplayName.parse('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(firstMessage(DisplayName.safeParse('ada@example.com'))).toContain('cannot contain @');
    expect(firstMessage(DisplayName.safeParse('x'))).toContain('at least 2');
  });
});
