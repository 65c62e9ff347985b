// Minimal typings for packages that ship none (only what the build uses).

declare module 'vt-pbf' {
  const vtpbf: {
    fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number; extent?: number }): Uint8Array;
  };
  export default vtpbf;
}

declare module 'opentype.js' {
  namespace opentype {
    type PathCommand =
      | { type: 'M' | 'L'; x: number; y: number }
      | { type: 'Q'; x1: number; y1: number; x: number; y: number }
      | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
      | { type: 'Z' };
    interface Glyph {
      advanceWidth?: number;
      getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
    }
    interface Font {
      unitsPerEm: number;
      glyphs: { get(index: number): Glyph };
      charToGlyphIndex(char: string): number;
    }
  }
  const opentype: { parse(buffer: ArrayBuffer): opentype.Font };
  export default opentype;
}
