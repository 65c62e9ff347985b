/**
 * A small PMTiles v3 writer: one file holding every tile, read by the browser with HTTP Range
 * requests (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md).
 *
 * Layout: 127-byte header, root directory, JSON metadata, leaf directories, tile data. Tiles are
 * written in tile-id (Hilbert) order ("clustered"); identical tiles are stored once and consecutive
 * identical tiles share one entry with a run length. Directories and metadata are gzipped; the tile
 * bytes are passed in as they should be stored (the caller gzips MVT tiles and says so).
 */
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { zxyToTileId } from 'pmtiles';

/** Compression and tile type codes of the PMTiles v3 header (spec.md above, "Header"). */
export const Compression = { None: 1, Gzip: 2 } as const;
export const TileType = { Mvt: 1 } as const;

export interface PmtilesInput {
  tiles: { z: number; x: number; y: number; data: Uint8Array }[];
  metadata: Record<string, unknown>;
  tileCompression: (typeof Compression)[keyof typeof Compression];
  tileType: (typeof TileType)[keyof typeof TileType];
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
/** The header and root directory must fit in the first 16 KiB (PMTiles v3 spec, "Header"). */
const ROOT_LIMIT = 16_384 - HEADER_BYTES;

/** gzip with a fixed header (no mtime, no name), so a rebuild is byte-identical. */
function gzip(data: Uint8Array): Uint8Array {
  return new Uint8Array(gzipSync(data, { level: 9 }));
}

function writeVarint(out: number[], value: number) {
  // Values can exceed 2^32 (offsets of large archives): no bitwise operators.
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** Directory encoding of the PMTiles v3 spec ("Directories"): counts, then columns of deltas, run lengths, lengths, offsets. */
export function serializeDirectory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    writeVarint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) writeVarint(out, e.runLength);
  for (const e of entries) writeVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    // 0 means "right after the previous entry's data".
    if (i > 0 && e.offset === prev.offset + prev.length) writeVarint(out, 0);
    else writeVarint(out, e.offset + 1);
  });
  return new Uint8Array(out);
}

/** Root directory alone if it fits, else leaves of `leafSize` entries (doubled until the root fits). */
function buildDirectories(entries: Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const root = gzip(serializeDirectory(entries));
  if (root.length <= ROOT_LIMIT) return { root, leaves: new Uint8Array(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const parts: Uint8Array[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = gzip(serializeDirectory(entries.slice(i, i + leafSize)));
      rootEntries.push({ tileId: entries[i].tileId, offset, length: leaf.length, runLength: 0 });
      parts.push(leaf);
      offset += leaf.length;
    }
    const rootBytes = gzip(serializeDirectory(rootEntries));
    if (rootBytes.length <= ROOT_LIMIT) return { root: rootBytes, leaves: concat(parts) };
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function writePmtiles(input: PmtilesInput): Uint8Array {
  const tiles = input.tiles
    .map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data }))
    .sort((a, b) => a.id - b.id);

  const entries: Entry[] = [];
  const parts: Uint8Array[] = [];
  const byHash = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  for (const t of tiles) {
    const hash = createHash('sha256').update(t.data).digest('hex');
    let stored = byHash.get(hash);
    if (!stored) {
      stored = { offset: dataLength, length: t.data.length };
      byHash.set(hash, stored);
      parts.push(t.data);
      dataLength += t.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === stored.offset && last.tileId + last.runLength === t.id) last.runLength++;
    else entries.push({ tileId: t.id, offset: stored.offset, length: stored.length, runLength: 1 });
  }

  const { root, leaves } = buildDirectories(entries);
  const metadata = gzip(new TextEncoder().encode(JSON.stringify(input.metadata)));
  const tileData = concat(parts);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;

  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  const u64 = (at: number, v: number) => header.setBigUint64(at, BigInt(v), true);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  new Uint8Array(header.buffer).set(new TextEncoder().encode('PMTiles'), 0);
  header.setUint8(7, 3);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, leavesOffset);
  u64(48, leaves.length);
  u64(56, dataOffset);
  u64(64, tileData.length);
  u64(72, tiles.length); // addressed tiles
  u64(80, entries.length); // tile entries
  u64(88, parts.length); // tile contents
  header.setUint8(96, 1); // clustered
  header.setUint8(97, Compression.Gzip); // internal compression
  header.setUint8(98, input.tileCompression);
  header.setUint8(99, input.tileType);
  header.setUint8(100, input.minZoom);
  header.setUint8(101, input.maxZoom);
  header.setInt32(102, e7(input.bounds[0]), true);
  header.setInt32(106, e7(input.bounds[1]), true);
  header.setInt32(110, e7(input.bounds[2]), true);
  header.setInt32(114, e7(input.bounds[3]), true);
  header.setUint8(118, input.center[2]);
  header.setInt32(119, e7(input.center[0]), true);
  header.setInt32(123, e7(input.center[1]), true);

  return concat([new Uint8Array(header.buffer), root, metadata, leaves, tileData]);
}
