import { describe, expect, it } from 'vitest';
import { isExemptHost, signedInRedirect, signedOutRedirect, visitorRedirect, type CanonicalOriginRule } from './canonical-origin';

const rule: CanonicalOriginRule = { canonicalOrigin: 'https://roadgremlin.app', previewHostSuffixes: ['.vercel.app', 'preview.example.net'] };
const at = (href: string) => ({ href });

describe('canonical origin rule', () => {
  it('sends a visitor on another host to the canonical origin keeping path, query and hash', () => {
    expect(visitorRedirect(at('https://road-gremlin.herokuapp.com/community/thread/42?sort=new#comment-7'), rule)).toBe(
      'https://roadgremlin.app/community/thread/42?sort=new#comment-7',
    );
    expect(visitorRedirect(at('http://old-domain.example/auth-redirect#access_token=a&refresh_token=b'), rule)).toBe(
      'https://roadgremlin.app/auth-redirect#access_token=a&refresh_token=b',
    );
  });

  it.each([
    ['the canonical host', 'https://roadgremlin.app/my-trips'],
    ['its www form', 'https://www.roadgremlin.app/auth?x=1'],
    ['localhost on any port', 'http://localhost:5173/'],
    ['a *.localhost name', 'http://gremlin.localhost:8080/'],
    ['127.0.0.1', 'http://127.0.0.1:4173/auth'],
    ['IPv6 loopback', 'http://[::1]:8080/'],
    ['a preview host with a configured suffix', 'https://road-gremlin-git-feature-x.vercel.app/'],
    ['a preview host under a suffix given without its dot', 'https://pr-12.preview.example.net/'],
  ])('leaves %s alone', (_, href) => {
    expect(visitorRedirect(at(href), rule)).toBeNull();
  });

  it('does not treat a look-alike host as a preview or as the canonical host', () => {
    expect(isExemptHost('evilvercel.app', rule)).toBe(false);
    expect(isExemptHost('roadgremlin.app.evil.example', rule)).toBe(false);
    expect(isExemptHost('notroadgremlin.app', rule)).toBe(false);
    expect(isExemptHost('www.roadgremlin.app', { canonicalOrigin: 'https://roadgremlin.app' })).toBe(true);
    expect(isExemptHost('roadgremlin.app', { canonicalOrigin: 'https://www.roadgremlin.app' })).toBe(true);
  });

  it('without preview suffixes a preview host is redirected too; an unusable canonical origin redirects nobody', () => {
    expect(visitorRedirect(at('https://x.vercel.app/a'), { canonicalOrigin: 'https://roadgremlin.app' })).toBe('https://roadgremlin.app/a');
    expect(visitorRedirect(at('https://elsewhere.example/a'), { canonicalOrigin: 'not a url' })).toBeNull();
  });

  it('after a sign-in off the canonical origin goes to the canonical root; on it, or on a development host, stays', () => {
    expect(signedInRedirect(at('https://www.roadgremlin.app/auth/callback'), rule)).toBe('https://roadgremlin.app/');
    expect(signedInRedirect(at('https://x.vercel.app/auth'), rule)).toBe('https://roadgremlin.app/');
    expect(signedInRedirect(at('https://roadgremlin.app/auth/callback'), rule)).toBeNull();
    expect(signedInRedirect(at('http://localhost:5173/auth'), rule)).toBeNull();
  });

  it('after a sign-out off the canonical origin goes to the canonical /auth', () => {
    expect(signedOutRedirect(at('https://www.roadgremlin.app/my-trips'), rule)).toBe('https://roadgremlin.app/auth');
    expect(signedOutRedirect(at('https://roadgremlin.app/my-trips'), rule)).toBeNull();
  });
});
