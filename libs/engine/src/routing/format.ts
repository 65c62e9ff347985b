/**
 * The road graph file (data/road-graph.bin.gz): gzip of one little-endian binary blob.
 *
 *   "RGGRAPH1"                         8 bytes magic (version 1)
 *   u32 nodeCount, edgeCount, vertexCount
 *   i32 nodeLng[n], nodeLat[n]         1e-5 degrees, delta-encoded (each value minus the previous)
 *   u32 edgeFrom[m], edgeTo[m]         node ids
 *   u8  edgeClass[m]                   RoadClass below
 *   u32 edgeLengthM[m]                 geodesic length in metres (rounded)
 *   u32 polyStart[m + 1]               edge e's polyline is vertices polyStart[e] … polyStart[e+1]-1,
 *                                      from edgeFrom[e] to edgeTo[e], both ends included
 *   i32 vertexLng[v], vertexLat[v]     1e-5 degrees, delta-encoded
 *
 * Deltas keep most values to one or two significant bytes, which gzip packs well.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

export const MAGIC = 'RGGRAPH1';

/** Road classes of the graph (see README.md for the speeds and how Natural Earth classes map here). */
export const RoadClass = {
  freeway: 0,
  federal: 1,
  state: 2,
  other: 3,
  unpaved: 4,
  winter: 5,
  ferry: 6,
  connector: 7,
  underConstruction: 8,
} as const;
export type RoadClassCode = (typeof RoadClass)[keyof typeof RoadClass];
export const ROAD_CLASS_COUNT = 9;

export interface RawGraph {
  nodeLng: Int32Array; // 1e-5 degrees
  nodeLat: Int32Array;
  edgeFrom: Uint32Array;
  edgeTo: Uint32Array;
  edgeClass: Uint8Array;
  edgeLengthM: Uint32Array;
  polyStart: Uint32Array;
  vertexLng: Int32Array;
  vertexLat: Int32Array;
}

const deltaEncode = (a: Int32Array) => {
  const out = new Int32Array(a.length);
  let prev = 0;
  for (let i = 0; i < a.length; i++) {
    out[i] = a[i] - prev;
    prev = a[i];
  }
  return out;
};
const deltaDecode = (a: Int32Array) => {
  let acc = 0;
  for (let i = 0; i < a.length; i++) {
    acc += a[i];
    a[i] = acc;
  }
  return a;
};

export function encodeGraph(g: RawGraph): Buffer {
  const n = g.nodeLng.length;
  const m = g.edgeFrom.length;
  const v = g.vertexLng.length;
  const parts: Uint8Array[] = [Buffer.from(MAGIC, 'latin1'), new Uint8Array(new Uint32Array([n, m, v]).buffer)];
  const push = (a: Int32Array | Uint32Array | Uint8Array) => parts.push(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  push(deltaEncode(g.nodeLng));
  push(deltaEncode(g.nodeLat));
  push(g.edgeFrom);
  push(g.edgeTo);
  push(g.edgeClass);
  push(g.edgeLengthM);
  push(g.polyStart);
  push(deltaEncode(g.vertexLng));
  push(deltaEncode(g.vertexLat));
  // Fixed level and no timestamp in the gzip header: the same graph gives the same bytes.
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

export function decodeGraph(gz: Uint8Array): RawGraph {
  const raw = gunzipSync(gz);
  if (raw.subarray(0, 8).toString('latin1') !== MAGIC) throw new Error('road graph: bad magic (not a RGGRAPH1 file)');
  // Copy into an aligned buffer so typed arrays can view it.
  const buf = new Uint8Array(raw.length);
  buf.set(raw);
  const head = new DataView(buf.buffer, 8, 12);
  const n = head.getUint32(0, true);
  const m = head.getUint32(4, true);
  const v = head.getUint32(8, true);
  let off = 20;
  const take = <T>(Ctor: { new (len: number): T } & { BYTES_PER_ELEMENT: number }, len: number): T => {
    const bytes = len * Ctor.BYTES_PER_ELEMENT;
    const out = new Ctor(len);
    new Uint8Array((out as unknown as Uint8Array).buffer).set(buf.subarray(off, off + bytes));
    off += bytes;
    return out;
  };
  const g: RawGraph = {
    nodeLng: deltaDecode(take(Int32Array, n)),
    nodeLat: deltaDecode(take(Int32Array, n)),
    edgeFrom: take(Uint32Array, m),
    edgeTo: take(Uint32Array, m),
    edgeClass: take(Uint8Array, m),
    edgeLengthM: take(Uint32Array, m),
    polyStart: take(Uint32Array, m + 1),
    vertexLng: deltaDecode(take(Int32Array, v)),
    vertexLat: deltaDecode(take(Int32Array, v)),
  };
  if (off !== buf.length) throw new Error(`road graph: ${buf.length - off} unexpected trailing bytes`);
  return g;
}
