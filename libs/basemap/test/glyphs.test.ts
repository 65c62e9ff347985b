import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASEMAP_DIR } from '../src/index';
import { decodeGlyphRange, GLYPH_BUFFER, glyphRange, loadFont, renderGlyph, sdfFromAlpha } from '../src/build/glyphs';

const committed = (stack: string, range: string) => decodeGlyphRange(new Uint8Array(readFileSync(join(BASEMAP_DIR, 'glyphs', stack, `${range}.pbf`))));

describe('label glyphs', () => {
  it('the committed Latin-1 range of Noto Sans Regular holds A and é with SDF bitmaps of the stated size', () => {
    const stack = committed('Noto Sans Regular', '0-255');
    expect(stack.name).toBe('Noto Sans Regular');
    expect(stack.range).toBe('0-255');
    const byId = new Map(stack.glyphs.map((g) => [g.id, g]));
    for (const ch of ['A', 'é', 'è', 'ô', ' ']) expect(byId.has(ch.codePointAt(0)!), ch).toBe(true);
    const a = byId.get(65)!;
    expect(a.width).toBeGreaterThan(10);
    expect(a.height).toBeGreaterThan(14);
    expect(a.advance).toBeGreaterThan(12);
    expect(a.bitmap.length).toBe((a.width + 2 * GLYPH_BUFFER) * (a.height + 2 * GLYPH_BUFFER));
    // Inside the glyph the field is above the 0.75·255 edge, far outside it is 0.
    expect(Math.max(...a.bitmap)).toBeGreaterThan(191);
    expect(a.bitmap[0]).toBeLessThan(100);
    const e = byId.get(0xe9)!;
    expect(e.top).toBeGreaterThan(byId.get('e'.codePointAt(0)!)!.top); // the accent reaches higher
    expect(byId.get(32)!.bitmap.length).toBe(0);
    expect(byId.get(32)!.advance).toBeGreaterThan(3);
  });

  it('ranges exist for the Latin Extended names of the gazetteer (ā, ǫ) and typographic quotes', () => {
    expect(committed('Noto Sans Regular', '256-511').glyphs.some((g) => g.id === 0x101)).toBe(true);
    expect(committed('Noto Sans Bold', '8192-8447').glyphs.some((g) => g.id === 0x2018)).toBe(true);
    expect(committed('Noto Sans Italic', '0-255').name).toBe('Noto Sans Italic');
  });

  it('the distance field follows tiny-sdf: 0.75·255 at the edge, 255/8 more per pixel inside, less outside', () => {
    // A 1-pixel image fully covered, padded by 3 empty pixels on each side.
    const w = 7;
    const alpha = new Float64Array(w * w);
    alpha[3 * w + 3] = 1;
    const sdf = sdfFromAlpha(alpha, w, w);
    expect(sdf[3 * w + 3]).toBe(Math.round(255 - 255 * (0.25 - 1 / 8))); // one pixel from the background
    expect(sdf[3 * w + 4]).toBe(Math.round(255 - 255 * (1 / 8 + 0.25)));
    expect(sdf[3 * w + 6]).toBe(Math.round(255 - 255 * (3 / 8 + 0.25)));
  });

  const font = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
  const used = JSON.parse(readFileSync(join(BASEMAP_DIR, 'glyphs', 'fonts.json'), 'utf8'))['Noto Sans Regular'].sha256;
  const sameFont = existsSync(font) && createHash('sha256').update(readFileSync(font)).digest('hex') === used;
  it.skipIf(!sameFont)('a rebuild of a range from the same Debian font file gives the committed bytes', () => {
    const f = loadFont(new Uint8Array(readFileSync(font)));
    expect(renderGlyph(f, 0x41)!.id).toBe(0x41);
    const built = glyphRange(f, 'Noto Sans Regular', 0);
    expect(Buffer.compare(Buffer.from(built), readFileSync(join(BASEMAP_DIR, 'glyphs', 'Noto Sans Regular', '0-255.pbf')))).toBe(0);
  });
});
