/**
 * MapLibre label glyphs made locally from a font file: each glyph's outline (opentype.js) is
 * rasterised at 24 px with 4×4 supersampling, turned into a signed distance field with the tiny-sdf
 * algorithm (https://github.com/mapbox/tiny-sdf: Felzenszwalb–Huttenlocher Euclidean distance
 * transform, buffer 3, radius 8, cutoff 0.25), and encoded as the glyphs protobuf MapLibre reads
 * (https://github.com/mapbox/node-fontnik/blob/master/proto/glyphs.proto), one file per 256 code points.
 */
import Pbf from 'pbf';
import opentype from 'opentype.js';

export const GLYPH_SIZE = 24;
export const GLYPH_BUFFER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
const SUPERSAMPLE = 4;
const INF = 1e20;
/** MapLibre places a glyph's top relative to a 24 px em box; its own local tiny-sdf glyphs use the same offset. */
const TOP_OFFSET = 27;

export interface Glyph {
  id: number;
  /** SDF, (width + 2·buffer) × (height + 2·buffer) bytes; empty for blank glyphs such as space. */
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

type Point = [number, number];

/** The outline as closed polygons in pixel space (y down, baseline at y = 0), curves flattened. */
function outlineRings(commands: opentype.PathCommand[]): Point[][] {
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let at: Point = [0, 0];
  const STEPS = 8;
  for (const c of commands) {
    if (c.type === 'M') {
      if (ring.length > 2) rings.push(ring);
      ring = [[c.x, c.y]];
      at = [c.x, c.y];
    } else if (c.type === 'L') {
      ring.push([c.x, c.y]);
      at = [c.x, c.y];
    } else if (c.type === 'Q') {
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        ring.push([u * u * at[0] + 2 * u * t * c.x1 + t * t * c.x, u * u * at[1] + 2 * u * t * c.y1 + t * t * c.y]);
      }
      at = [c.x, c.y];
    } else if (c.type === 'C') {
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        ring.push([
          u * u * u * at[0] + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x,
          u * u * u * at[1] + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y,
        ]);
      }
      at = [c.x, c.y];
    } else if (c.type === 'Z') {
      if (ring.length > 2) rings.push(ring);
      ring = [];
    }
  }
  if (ring.length > 2) rings.push(ring);
  return rings;
}

/** Coverage (0..1) of each pixel of a w × h box whose top-left is (x0, y0), non-zero winding. */
function rasterise(rings: Point[][], x0: number, y0: number, w: number, h: number): Float64Array {
  const alpha = new Float64Array(w * h);
  const edges: [number, number, number, number][] = [];
  for (const r of rings) {
    for (let i = 0; i < r.length; i++) {
      const a = r[i];
      const b = r[(i + 1) % r.length];
      if (a[1] !== b[1]) edges.push([a[0], a[1], b[0], b[1]]);
    }
  }
  const crossings: { x: number; dir: number }[] = [];
  const weight = 1 / (SUPERSAMPLE * SUPERSAMPLE);
  for (let sy = 0; sy < h * SUPERSAMPLE; sy++) {
    const y = y0 + (sy + 0.5) / SUPERSAMPLE;
    crossings.length = 0;
    for (const [ax, ay, bx, by] of edges) {
      if ((ay <= y && by > y) || (by <= y && ay > y)) {
        crossings.push({ x: ax + ((y - ay) / (by - ay)) * (bx - ax), dir: by > ay ? 1 : -1 });
      }
    }
    if (!crossings.length) continue;
    crossings.sort((p, q) => p.x - q.x);
    const row = Math.floor(sy / SUPERSAMPLE) * w;
    for (let sx = 0; sx < w * SUPERSAMPLE; sx++) {
      const x = x0 + (sx + 0.5) / SUPERSAMPLE;
      let winding = 0;
      for (const c of crossings) {
        if (c.x > x) break;
        winding += c.dir;
      }
      if (winding !== 0) alpha[row + Math.floor(sx / SUPERSAMPLE)] += weight;
    }
  }
  return alpha;
}

/** 1-D squared distance transform (Felzenszwalb & Huttenlocher 2012), in place along a row or column. */
function edt1d(grid: Float64Array, offset: number, stride: number, length: number, f: Float64Array, v: Uint16Array, z: Float64Array) {
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  f[0] = grid[offset];
  for (let q = 1, k = 0, s = 0; q < length; q++) {
    f[q] = grid[offset + q * stride];
    const q2 = q * q;
    do {
      const r = v[k];
      s = (f[q] - f[r] + q2 - r * r) / (q - r) / 2;
    } while (s <= z[k] && --k > -1);
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  for (let q = 0, k = 0; q < length; q++) {
    while (z[k + 1] < q) k++;
    const r = v[k];
    const qr = q - r;
    grid[offset + q * stride] = f[r] + qr * qr;
  }
}

function edt(grid: Float64Array, width: number, height: number) {
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const v = new Uint16Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < width; x++) edt1d(grid, x, width, height, f, v, z);
  for (let y = 0; y < height; y++) edt1d(grid, y * width, 1, width, f, v, z);
}

/** tiny-sdf's transform of a coverage image already padded by the buffer. */
export function sdfFromAlpha(alpha: Float64Array, width: number, height: number): Uint8Array {
  const outer = new Float64Array(width * height);
  const inner = new Float64Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i];
    // outer: squared distance to the glyph (0 inside), inner: to the background (0 outside).
    if (a >= 1) {
      outer[i] = 0;
      inner[i] = INF;
    } else if (a <= 0) {
      outer[i] = INF;
      inner[i] = 0;
    } else {
      const d = 0.5 - a;
      outer[i] = d > 0 ? d * d : 0;
      inner[i] = d < 0 ? d * d : 0;
    }
  }
  edt(outer, width, height);
  edt(inner, width, height);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const d = Math.sqrt(outer[i]) - Math.sqrt(inner[i]);
    out[i] = Math.max(0, Math.min(255, Math.round(255 - 255 * (d / RADIUS + CUTOFF))));
  }
  return out;
}

export function renderGlyph(font: opentype.Font, codePoint: number): Glyph | null {
  const index = font.charToGlyphIndex(String.fromCodePoint(codePoint));
  if (!index) return null;
  const glyph = font.glyphs.get(index);
  const scale = GLYPH_SIZE / font.unitsPerEm;
  const advance = Math.round((glyph.advanceWidth ?? 0) * scale);
  const rings = outlineRings(glyph.getPath(0, 0, GLYPH_SIZE).commands);
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  if (!xs.length) return { id: codePoint, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top: -TOP_OFFSET, advance };
  const left = Math.floor(Math.min(...xs));
  const right = Math.ceil(Math.max(...xs));
  const ascent = Math.ceil(-Math.min(...ys)); // y is down in path space
  const descent = Math.ceil(Math.max(...ys));
  const width = right - left;
  const height = ascent + descent;
  const pw = width + 2 * GLYPH_BUFFER;
  const ph = height + 2 * GLYPH_BUFFER;
  const alpha = rasterise(rings, left - GLYPH_BUFFER, -ascent - GLYPH_BUFFER, pw, ph);
  return { id: codePoint, bitmap: sdfFromAlpha(alpha, pw, ph), width, height, left, top: ascent - TOP_OFFSET, advance };
}

/** One range file (`start`..`start+255`) of the glyphs protobuf. */
export function encodeGlyphRange(fontstack: string, start: number, glyphs: Glyph[]): Uint8Array {
  const pbf = new Pbf();
  pbf.writeMessage(1, (_: unknown, p: Pbf) => {
    p.writeStringField(1, fontstack);
    p.writeStringField(2, `${start}-${start + 255}`);
    for (const g of glyphs) {
      p.writeMessage(
        3,
        (glyph: Glyph, q: Pbf) => {
          q.writeVarintField(1, glyph.id);
          if (glyph.bitmap.length) q.writeBytesField(2, glyph.bitmap);
          q.writeVarintField(3, glyph.width);
          q.writeVarintField(4, glyph.height);
          q.writeSVarintField(5, glyph.left);
          q.writeSVarintField(6, glyph.top);
          q.writeVarintField(7, glyph.advance);
        },
        g,
      );
    }
  }, null);
  return pbf.finish();
}

export function glyphRange(font: opentype.Font, fontstack: string, start: number): Uint8Array {
  const glyphs: Glyph[] = [];
  for (let cp = start; cp < start + 256; cp++) {
    const g = renderGlyph(font, cp);
    if (g) glyphs.push(g);
  }
  return encodeGlyphRange(fontstack, start, glyphs);
}

export function loadFont(bytes: Uint8Array): opentype.Font {
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** Decodes a range file (tests, and a check after the build). */
export function decodeGlyphRange(bytes: Uint8Array): { name: string; range: string; glyphs: Glyph[] } {
  const pbf = new Pbf(bytes);
  const stack = { name: '', range: '', glyphs: [] as Glyph[] };
  pbf.readFields((tag, _s, p) => {
    if (tag !== 1) return;
    p.readMessage((t, _st, q) => {
      if (t === 1) stack.name = q.readString();
      else if (t === 2) stack.range = q.readString();
      else if (t === 3) {
        const g: Glyph = { id: 0, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top: 0, advance: 0 };
        q.readMessage((gt, _g, r) => {
          if (gt === 1) g.id = r.readVarint();
          else if (gt === 2) g.bitmap = r.readBytes();
          else if (gt === 3) g.width = r.readVarint();
          else if (gt === 4) g.height = r.readVarint();
          else if (gt === 5) g.left = r.readSVarint();
          else if (gt === 6) g.top = r.readSVarint();
          else if (gt === 7) g.advance = r.readVarint();
        }, g);
        stack.glyphs.push(g);
      }
    }, stack);
  }, stack);
  return stack;
}
