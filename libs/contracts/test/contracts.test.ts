import { describe, it, expect } from 'vitest';
import { NewPostRequest, NewCommentRequest, PostCategory, GenerateStopsRequest, ResetPasswordRequest, TrackingMessage, SignUpRequest } from '../src/index.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('contracts', () => {
  it('a blank post title gives SPEC.md’s text', () => {
    expect(firstMessage(NewPostRequest.safeParse({ title: '   ', content: 'x' }))).toBe('Missing Information: Please fill in both title and content');
  });
  it('a new post defaults to questions and refuses all', () => {
    expect(NewPostRequest.parse({ title: 't', content: 'c' }).category).toBe('questions');
    expect(PostCategory.safeParse('all').success).toBe(false);
  });
  it('a blank comment gives SPEC.md’s text', () => {
    expect(firstMessage(NewCommentRequest.safeParse({ content: '\n\t ' }))).toBe('Empty Comment: Please write something before posting');
  });
  it('a trip request applies SPEC.md’s defaults and minimums', () => {
    expect(GenerateStopsRequest.parse({ prompt: 'ghost towns' })).toMatchObject({ mode: 'driving', style: 'classic', adults: 2, children: 0, pets: 0 });
    expect(firstMessage(GenerateStopsRequest.safeParse({ prompt: 'x', adults: 0 }))).toBe('adults must be at least 1');
    expect(GenerateStopsRequest.safeParse({ prompt: 'x', startDate: '2026-12-05', endDate: '2026-12-01' }).success).toBe(false);
  });
  it('a reset password shorter than 6 gives SPEC.md’s text', () => {
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
