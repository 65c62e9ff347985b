/**
 * Whether this browser can draw a MapLibre map at all. Headless browsers and some locked-down
 * machines have no WebGL; they get the fallback panel straight away instead of a blank box.
 */
let cached: boolean | undefined;

export function webglSupported(): boolean {
  if (cached !== undefined) return cached;
  try {
    if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') return (cached = false);
    const canvas = document.createElement('canvas');
    cached = !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    cached = false;
  }
  return cached;
}
