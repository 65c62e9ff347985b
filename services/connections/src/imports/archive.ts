/**
 * Reading an uploaded export: a zip (streamed through fflate, with zip-bomb guards) or a single
 * file. Only the entries a provider's reader wants are decompressed, and never more than
 * IMPORT_MAX_UNCOMPRESSED_BYTES in total nor more than IMPORT_MAX_ZIP_ENTRIES entries: the sizes
 * in a zip's headers are not trusted, the bytes that come out are counted.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { IMPORT_MAX_UNCOMPRESSED_BYTES, IMPORT_MAX_ZIP_ENTRIES } from '@roadgremlin/contracts';
// The errors module alone: this code also runs in a worker thread, which need not load the whole kit.
import { HttpError } from '@roadgremlin/service-kit/errors';

export interface ExportFile {
  /** The entry's file name without folders ('StreamingHistory_music_0.json'). */
  name: string;
  bytes: Uint8Array;
}

/**
 * Limits a real export never reaches (Spotify's extended history comes in files of ~12 MB and ~16k
 * plays; a Reddit CSV holds thousands of rows; Meta's JSON nests a dozen levels), so that a hostile
 * upload is refused early instead of parsed: one file unpacked, rows of a CSV file or items of a JSON
 * array, one CSV line, and JSON nesting.
 */
export const IMPORT_MAX_FILE_BYTES = 32 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 250_000;
export const IMPORT_MAX_LINE_BYTES = 64 * 1024;
export const IMPORT_MAX_JSON_DEPTH = 64;

export interface ZipLimits {
  maxUncompressed: number;
  maxEntries: number;
  maxFile: number;
}

const DEFAULT_LIMITS: ZipLimits = { maxUncompressed: IMPORT_MAX_UNCOMPRESSED_BYTES, maxEntries: IMPORT_MAX_ZIP_ENTRIES, maxFile: IMPORT_MAX_FILE_BYTES };
/** Compressed bytes handed to the inflater at a time: bounds what one step can expand to (~1000×). */
const STEP = 16 * 1024;
const MB = 1024 * 1024;

export const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

class Stop extends Error {
  constructor(readonly http: HttpError) {
    super(http.message);
  }
}

/** The wanted entries of a zip, decompressed; 413 past the limits, 400 when it cannot be read. */
export function readZip(body: Uint8Array, wants: (name: string) => boolean, limits: ZipLimits = DEFAULT_LIMITS): ExportFile[] {
  const out: ExportFile[] = [];
  if (!hasEndRecord(body)) throw new HttpError(400, 'malformed_zip', 'The zip file ends too early: it looks cut off. Download the export again and upload it whole.');
  const open = new Set<UnzipFile>();
  let failure: Stop | undefined;
  const fail = (http: HttpError) => {
    failure = new Stop(http);
    return failure;
  };
  let entries = 0;
  let total = 0;
  const unzip = new Unzip((file) => {
    entries++;
    if (entries > limits.maxEntries) {
      throw fail(new HttpError(413, 'too_many_files', `This zip has more than ${limits.maxEntries} files in it; upload the provider's export as it came.`));
    }
    const name = baseName(file.name);
    if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/') || name.startsWith('._') || !wants(name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    open.add(file);
    file.ondata = (err, chunk, final) => {
      // fflate hands an error thrown below back through `err`: ours goes on as it was.
      if (err) throw failure ?? fail(new HttpError(400, 'malformed_zip', `${name} inside the zip cannot be read (${err.message}).`));
      total += chunk.length;
      size += chunk.length;
      if (size > limits.maxFile) {
        file.terminate();
        throw fail(new HttpError(413, 'export_file_too_large', `${name} unpacks to more than ${Math.round(limits.maxFile / MB)} MB, more than any real export file; upload the export as the provider sent it.`));
      }
      if (total > limits.maxUncompressed) {
        file.terminate();
        throw fail(
          new HttpError(413, 'export_too_large', `The files this import reads come to more than ${Math.round(limits.maxUncompressed / MB)} MB unpacked; upload only the parts named in the instructions.`),
        );
      }
      chunks.push(chunk);
      if (final) {
        open.delete(file);
        const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let at = 0;
        for (const c of chunks) {
          bytes.set(c, at);
          at += c.length;
        }
        out.push({ name, bytes });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < body.length; at += STEP) unzip.push(body.subarray(at, Math.min(at + STEP, body.length)), at + STEP >= body.length);
  } catch (err) {
    if (failure) throw failure.http;
    if (err instanceof Stop) throw err.http;
    throw new HttpError(400, 'malformed_zip', `The zip file cannot be read (${(err as Error).message}). Upload the export exactly as you downloaded it.`);
  }
  if (open.size) throw new HttpError(400, 'malformed_zip', 'The zip file ends too early: it looks cut off. Download the export again and upload it whole.');
  return out;
}

/** A whole zip ends with its end-of-central-directory record (PK\x05\x06, within the last 64 KB + 22 bytes). */
function hasEndRecord(b: Uint8Array) {
  for (let i = b.length - 22; i >= 0 && i >= b.length - 22 - 0xffff; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 5 && b[i + 3] === 6) return true;
  }
  return false;
}

/** Text of a file: UTF-8, without a byte-order mark. */
export function text(file: ExportFile): string {
  const s = new TextDecoder('utf-8').decode(file.bytes);
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

/**
 * How deeply a JSON text nests, counted over its bytes without parsing (strings skipped), stopping at
 * `max + 1`: a hostile `[[[[…` is refused before JSON.parse builds it.
 */
export function jsonDepth(bytes: Uint8Array, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c) i++; // a backslash escapes the next byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return deepest;
      }
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return deepest;
}

const tooComplex = (name: string, what: string) =>
  new HttpError(413, 'export_too_complex', `${name} ${what}, more than any real export; upload the export exactly as the provider sent it.`);

/** JSON of a file; 400 naming the file when it is not JSON, 413 when it nests or repeats beyond any real export. */
export function json(file: ExportFile): unknown {
  if (file.bytes.length > IMPORT_MAX_FILE_BYTES) throw tooComplex(file.name, `is larger than ${Math.round(IMPORT_MAX_FILE_BYTES / MB)} MB`);
  if (jsonDepth(file.bytes, IMPORT_MAX_JSON_DEPTH) > IMPORT_MAX_JSON_DEPTH) throw tooComplex(file.name, `nests more than ${IMPORT_MAX_JSON_DEPTH} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(text(file));
  } catch (err) {
    throw new HttpError(400, 'malformed_export', `${file.name} is not valid JSON (${(err as Error).message.slice(0, 120)}). Upload the export exactly as you downloaded it.`);
  }
  if (Array.isArray(value) && value.length > IMPORT_MAX_ROWS) throw tooComplex(file.name, `holds more than ${IMPORT_MAX_ROWS.toLocaleString('en')} entries`);
  return value;
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) → rows of objects keyed by
 * the header row (lower case), one at a time: the rows are never all held at once. 400 naming the
 * file on an unterminated quote; 413 past IMPORT_MAX_ROWS rows or a row longer than IMPORT_MAX_LINE_BYTES.
 */
export function* csv(file: ExportFile): Generator<Record<string, string>> {
  if (file.bytes.length > IMPORT_MAX_FILE_BYTES) throw tooComplex(file.name, `is larger than ${Math.round(IMPORT_MAX_FILE_BYTES / MB)} MB`);
  const s = text(file);
  let header: string[] | null = null;
  let rows = 0;
  let row: string[] = [];
  let field = '';
  let rowStart = 0;
  let quoted = false;
  const finish = (): Record<string, string> | null => {
    row.push(field);
    const done = row;
    row = [];
    field = '';
    if (!done.some((f) => f.trim() !== '')) return null;
    if (!header) {
      header = done.map((h) => h.trim().toLowerCase());
      return null;
    }
    if (++rows > IMPORT_MAX_ROWS) throw tooComplex(file.name, `has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows`);
    const h = header;
    return Object.fromEntries(h.map((name, i) => [name, done[i] ?? '']));
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (i - rowStart > IMPORT_MAX_LINE_BYTES) throw tooComplex(file.name, `has a row longer than ${IMPORT_MAX_LINE_BYTES / 1024} KB`);
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      rowStart = i + 1;
      const record = finish();
      if (record) yield record;
    } else field += c;
  }
  if (quoted) throw new HttpError(400, 'malformed_export', `${file.name} is not valid CSV: a quoted field is never closed.`);
  if (field !== '' || row.length) {
    const record = finish();
    if (record) yield record;
  }
}

/** The header row of a CSV file (lower case). */
export function csvHeader(file: ExportFile): string[] {
  const first = text(file).split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
}
