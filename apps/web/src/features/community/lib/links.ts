/**
 * Splits plain text into text and web links, for rendering links in posts and comments. Only
 * http(s) addresses become links (never javascript: or data:); trailing punctuation that ends a
 * sentence stays text ("see https://example.com." links without the dot).
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function splitLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    let url = match[0];
    const trail = url.match(TRAILING)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address, as in Wikipedia links.
    const opens = (url.match(/\(/g) ?? []).length;
    const keep = trail.startsWith(')') && opens > 0 ? 1 : 0;
    url = url.slice(0, url.length - trail.length + keep);
    const start = match.index;
    if (!isWebUrl(url)) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * What people write is not ours to vouch for: search engines must not credit it (nofollow, ugc;
 * https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links), and the page
 * it opens gets no handle on ours (noopener).
 */
export const USER_LINK_REL = 'nofollow ugc noopener';
