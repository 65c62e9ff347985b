/**
 * A provider's own data export → the same trimmed data a connected account gives (providers.ts),
 * which the personality rules then read. Nothing returned here is stored: the service keeps only
 * what deriveSource() makes of it (theme vector, insight line, reasons) and drops the rest.
 *
 * Formats, as the providers ship them:
 * - Spotify "Account data" zip (`Spotify Account Data/`): `StreamingHistory_music_N.json` (older
 *   `StreamingHistoryN.json`) = `[{endTime, artistName, trackName, msPlayed}]`; `YourLibrary.json` =
 *   `{tracks: [{artist, album, track, uri}], albums: [{artist, album}], artists: [{name}], shows: […]}`;
 *   `PlaylistN.json` = `{playlists: [{name, items: [{track: {trackName, artistName, albumName}}]}]}`.
 *   The "Extended streaming history" zip: `Streaming_History_Audio_*.json` (older `endsong_N.json`) =
 *   `[{ts, ms_played, master_metadata_track_name, master_metadata_album_artist_name, …}]`.
 * - Reddit "Request your data" zip of CSVs: `subscribed_subreddits.csv` (`subreddit`),
 *   `saved_posts.csv` (`id, permalink`), `posts.csv` / `comments.csv` (`…, subreddit, …`).
 * - Instagram "Download your information" (JSON): `preferences/your_topics/your_topics.json` =
 *   `{topics_your_topics: [{string_map_data: {Name: {value}}}]}`; `your_instagram_activity/content/posts_1.json` =
 *   `[{media: [{title}], title?}]` (captions); `…/saved/saved_posts.json` = `{saved_saved_media: [{title}]}`;
 *   `…/likes/liked_posts.json` = `{likes_media_likes: [{title}]}`; `locations_of_interest.json` =
 *   `{label_values: [{vec: [{value}]}]}`.
 * - Facebook "Download your information" (JSON): `pages/pages_you've_liked.json` =
 *   `{page_likes_v2: [{name, url, timestamp}]}` (older `page_likes`); `saved_items_and_collections/your_saved_items.json` =
 *   `{saves_v2: [{title, attachments: [{data: [{external_context: {name}} | {place: {name}}]}]}]}`;
 *   `your_topics.json` = `{inferred_topics_v2: [string]}`; `ads_interests.json` = `{topics_v2: [string]}`.
 * Meta writes non-ASCII text as UTF-8 bytes escaped one by one (`\u00c3\u00a9` for é); that is undone.
 */
import type { ProviderId } from '@roadgremlin/contracts';
// The errors module alone: this code also runs in a worker thread, which need not load the whole kit.
import { HttpError } from '@roadgremlin/service-kit/errors';
import type { FacebookData, InstagramData, ProviderData, RedditData, SpotifyData } from '../oauth/providers.js';
import { firstRule, GENRE_RULES } from '../personality/rules.js';
import { genreOf } from './artists.js';
import { csv, csvHeader, isZip, json, readZip, type ExportFile } from './archive.js';

export interface ReadExport {
  data: ProviderData;
  /** How many plays, subreddits, topics… were read. */
  itemsRead: number;
}

type Json = unknown;
const obj = (v: Json): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: Json): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: Json) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: Json) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Meta's mojibake: UTF-8 bytes written as one \u00XX each. Only undone when every code unit is a byte and the bytes are valid UTF-8. */
export function metaText(s: string): string {
  if (!/[\u0080-\u00ff]/.test(s) || [...s].some((c) => c.charCodeAt(0) > 0xff)) return s;
  const bytes = Uint8Array.from(s, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return s;
  }
}

interface ProviderReader {
  label: string;
  /** Entry names (without folders) this provider's reader looks at inside a zip. */
  wants(name: string): boolean;
  /** What a zip without any of them is missing, in words. */
  missing: string;
  /** What a single file should have been. */
  expected: string;
  /** Reads the files; `single` when one file was uploaded (its name is unknown, its content decides). */
  read(files: ExportFile[], single: boolean): ReadExport;
  /** What an export with nothing usable in it lacks. */
  nothing: string;
}

// ── Spotify ──────────────────────────────────────────────────────────────────────────────────────

const MINUTES = 60_000;
const SPOTIFY_FILES = [/^StreamingHistory(_music)?_?\d*\.json$/i, /^Streaming_History_Audio_.*\.json$/i, /^endsong_\d+\.json$/i, /^YourLibrary\.json$/i, /^Playlist\d*\.json$/i];

function readSpotify(files: ExportFile[], single: boolean): ReadExport {
  const played = new Map<string, number>();
  const add = (artist: string | undefined, ms: number) => {
    if (!artist) return;
    const a = artist.slice(0, 200);
    played.set(a, (played.get(a) ?? 0) + Math.max(0, ms));
  };
  const playlists: string[] = [];
  let items = 0;
  let recognised = 0;
  for (const file of files) {
    const body = json(file);
    if (Array.isArray(body)) {
      let plays = 0;
      for (const e of body.map(obj)) {
        // Account data: {endTime, artistName, trackName, msPlayed}; extended: {ts, ms_played, master_metadata_album_artist_name}.
        if ('artistName' in e || 'msPlayed' in e) {
          add(str(e.artistName), num(e.msPlayed));
          plays++;
        } else if ('master_metadata_album_artist_name' in e || 'ms_played' in e) {
          add(str(e.master_metadata_album_artist_name), num(e.ms_played));
          plays++;
        }
      }
      if (plays || !body.length) recognised++;
      items += plays;
      continue;
    }
    const o = obj(body);
    if ('tracks' in o || 'artists' in o || 'albums' in o) {
      recognised++;
      // A saved track counts like a few plays, an album or a followed artist like an evening of them.
      for (const t of arr(o.tracks).map(obj)) {
        add(str(t.artist), 3 * MINUTES);
        items++;
      }
      for (const a of arr(o.albums).map(obj)) {
        add(str(a.artist), 30 * MINUTES);
        items++;
      }
      for (const a of arr(o.artists).map(obj)) {
        add(str(a.name), 30 * MINUTES);
        items++;
      }
    } else if ('playlists' in o) {
      recognised++;
      for (const p of arr(o.playlists).map(obj)) {
        const name = str(p.name);
        if (name) playlists.push(name.slice(0, 100));
        for (const it of arr(p.items).map(obj)) add(str(obj(it.track).artistName), 3 * MINUTES);
        items++;
      }
    }
  }
  if (single && !recognised) throw wrongFile('spotify');
  const ranked = [...played].sort((a, b) => b[1] - a[1]);
  const artists: SpotifyData['artists'] = ranked.slice(0, 50).map(([name]) => {
    const g = genreOf(name);
    return { name, genres: g ? [g] : [] };
  });
  // A playlist called "Delta Blues Road Trip" says as much as an artist: its name is read as genre words.
  for (const name of playlists) if (firstRule(GENRE_RULES, name)) artists.push({ name: `your playlist “${name}”`, genres: [name.toLowerCase()] });
  return { data: { artists }, itemsRead: items };
}

// ── Reddit ───────────────────────────────────────────────────────────────────────────────────────

const SUBREDDIT = /^[A-Za-z0-9_]{2,21}$/;
const FROM_PERMALINK = /\/r\/([A-Za-z0-9_]{2,21})\//;

function readReddit(files: ExportFile[], single: boolean): ReadExport {
  const subscribed: string[] = [];
  const seen = new Map<string, number>();
  let items = 0;
  let recognised = 0;
  const count = (name: string | undefined) => {
    if (!name || !SUBREDDIT.test(name)) return;
    seen.set(name, (seen.get(name) ?? 0) + 1);
  };
  for (const file of files) {
    const header = csvHeader(file);
    if (!header.includes('subreddit') && !header.includes('permalink')) {
      if (single) throw wrongFile('reddit');
      continue;
    }
    recognised++;
    const isSubscriptions = /^subscribed_subreddits\.csv$/i.test(file.name) || (header.length === 1 && header[0] === 'subreddit');
    for (const row of csv(file)) {
      const name = row.subreddit?.trim().replace(/^r\//i, '') || FROM_PERMALINK.exec(row.permalink ?? '')?.[1];
      if (!name || !SUBREDDIT.test(name)) continue;
      items++;
      if (isSubscriptions) {
        if (!subscribed.includes(name)) subscribed.push(name);
      } else count(name);
    }
  }
  if (!recognised) throw wrongFile('reddit');
  // Subscriptions first, then where the traveller saves and posts most.
  const rest = [...seen].filter(([n]) => !subscribed.includes(n)).sort((a, b) => b[1] - a[1]).map(([n]) => n);
  const subreddits: RedditData['subreddits'] = [...subscribed, ...rest].slice(0, 300).map((name) => ({ name }));
  return { data: { subreddits }, itemsRead: items };
}

// ── Instagram ────────────────────────────────────────────────────────────────────────────────────

const INSTAGRAM_FILES = [/^your_topics\.json$/i, /^posts_\d+\.json$/i, /^saved_posts\.json$/i, /^liked_posts\.json$/i, /^locations_of_interest\.json$/i];

function readInstagram(files: ExportFile[], single: boolean): ReadExport {
  const media: InstagramData['media'] = [];
  let recognised = 0;
  const caption = (v: Json) => {
    const s = str(v);
    if (s) media.push({ caption: metaText(s).slice(0, 500) });
  };
  for (const file of files) {
    const body = json(file);
    const o = obj(body);
    if ('topics_your_topics' in o) {
      recognised++;
      for (const t of arr(o.topics_your_topics).map(obj)) caption(obj(obj(t.string_map_data).Name).value);
    } else if ('saved_saved_media' in o || 'likes_media_likes' in o) {
      recognised++;
      // The accounts whose posts were saved or liked: 'atlasobscura', 'nationalparkservice'…
      for (const s of [...arr(o.saved_saved_media), ...arr(o.likes_media_likes)].map(obj)) caption(s.title);
    } else if ('label_values' in o) {
      recognised++;
      for (const lv of arr(o.label_values).map(obj)) {
        for (const v of arr(lv.vec).map(obj)) {
          const s = str(v.value);
          if (s) media.push({ location: metaText(s).slice(0, 200) });
        }
      }
    } else if (Array.isArray(body) && body.some((p) => 'media' in obj(p))) {
      recognised++;
      for (const p of body.map(obj)) {
        if (str(p.title)) caption(p.title);
        else for (const m of arr(p.media).map(obj)) caption(m.title);
      }
    } else if (single) throw wrongFile('instagram');
  }
  if (!recognised) throw wrongFile('instagram');
  return { data: { media: media.slice(0, 2000) }, itemsRead: media.length };
}

// ── Facebook ─────────────────────────────────────────────────────────────────────────────────────

const FACEBOOK_FILES = [/^pages_you(['’]ve|_ve|ve)_liked\.json$/i, /^your_saved_items\.json$/i, /^your_topics\.json$/i, /^ads_interests\.json$/i];

function readFacebook(files: ExportFile[], single: boolean): ReadExport {
  const places: FacebookData['places'] = [];
  let recognised = 0;
  const add = (v: Json, quote = true) => {
    const s = str(v);
    if (s) places.push({ name: metaText(s).slice(0, 200), ...(quote ? {} : { quote: false as const }) });
  };
  for (const file of files) {
    const o = obj(json(file));
    if ('page_likes_v2' in o || 'page_likes' in o) {
      recognised++;
      for (const p of [...arr(o.page_likes_v2), ...arr(o.page_likes)].map(obj)) add(p.name);
    } else if ('saves_v2' in o || 'saves' in o) {
      recognised++;
      for (const s of [...arr(o.saves_v2), ...arr(o.saves)].map(obj)) {
        let named = false;
        for (const a of arr(s.attachments).map(obj)) {
          for (const d of arr(a.data).map(obj)) {
            // A place is quotable ('you liked or saved Rhyolite Ghost Town'); a saved link's title is only read.
            const place = str(obj(d.place).name);
            const link = str(obj(d.external_context).name);
            if (place) add(place);
            else if (link) add(link, false);
            named ||= Boolean(place ?? link);
          }
        }
        if (!named) add(s.title, false);
      }
    } else if ('inferred_topics_v2' in o || 'topics_v2' in o) {
      recognised++;
      for (const t of [...arr(o.inferred_topics_v2), ...arr(o.topics_v2)]) add(t);
    } else if (single) throw wrongFile('facebook');
  }
  if (!recognised) throw wrongFile('facebook');
  return { data: { places: places.slice(0, 2000) }, itemsRead: places.length };
}

// ── The table ────────────────────────────────────────────────────────────────────────────────────

const READERS: Record<ProviderId, ProviderReader> = {
  spotify: {
    label: 'Spotify',
    wants: (n) => SPOTIFY_FILES.some((re) => re.test(n)),
    missing: 'Spotify streaming history or library (StreamingHistory*.json, Streaming_History_Audio_*.json, YourLibrary.json)',
    expected: 'a Spotify data export file (StreamingHistory_music_0.json, YourLibrary.json or Playlist1.json), or the zip Spotify sent you',
    read: readSpotify,
    nothing: 'plays, saved tracks or playlists',
  },
  reddit: {
    label: 'Reddit',
    wants: (n) => /^(subscribed_subreddits|saved_posts|posts|comments)\.csv$/i.test(n),
    missing: 'Reddit subscriptions or saved posts (subscribed_subreddits.csv, saved_posts.csv)',
    expected: 'a Reddit data export file (subscribed_subreddits.csv or saved_posts.csv), or the zip Reddit sent you',
    read: readReddit,
    nothing: 'subscribed subreddits or saved posts',
  },
  instagram: {
    label: 'Instagram',
    wants: (n) => INSTAGRAM_FILES.some((re) => re.test(n)),
    missing: 'Instagram topics, posts or saved posts (your_topics.json, posts_1.json, saved_posts.json)',
    expected: 'an Instagram "Download your information" file in JSON format (your_topics.json, posts_1.json or saved_posts.json), or the zip Instagram sent you',
    read: readInstagram,
    nothing: 'topics, captions or saved posts',
  },
  facebook: {
    label: 'Facebook',
    wants: (n) => FACEBOOK_FILES.some((re) => re.test(n)),
    missing: "Facebook liked pages, saved items or topics (pages_you've_liked.json, your_saved_items.json, your_topics.json)",
    expected: `a Facebook "Download your information" file in JSON format (pages_you've_liked.json or your_saved_items.json), or the zip Facebook sent you`,
    read: readFacebook,
    nothing: 'liked pages, saved items or topics',
  },
};

function wrongFile(provider: ProviderId): HttpError {
  return new HttpError(400, 'wrong_export', `This is not ${READERS[provider].expected}.`);
}

/**
 * The uploaded bytes (a zip or one JSON/CSV file) → the provider's data. Every problem is a 4xx
 * naming it: empty file, wrong file, unreadable zip or JSON, an export with nothing usable.
 */
export function readExport(provider: ProviderId, body: Uint8Array): ReadExport {
  const reader = READERS[provider];
  if (!body.length || !new TextDecoder().decode(body.subarray(0, 64)).trim()) {
    throw new HttpError(400, 'empty_file', `The file is empty. Choose the ${reader.label} export you downloaded.`);
  }
  let files: ExportFile[];
  let single = false;
  if (isZip(body)) {
    files = readZip(body, reader.wants);
    if (!files.length) throw new HttpError(400, 'wrong_export', `This zip holds no ${reader.missing}. Is it the ${reader.label} export?`);
  } else {
    const first = body.find((b) => b > 0x20 && b !== 0xef && b !== 0xbb && b !== 0xbf);
    const looksJson = first === 0x7b || first === 0x5b;
    if (provider === 'reddit' ? looksJson : !looksJson) throw wrongFile(provider);
    files = [{ name: 'This file', bytes: body }];
    single = true;
  }
  const result = reader.read(files, single);
  if (!result.itemsRead) throw new HttpError(400, 'empty_export', `Your ${reader.label} export has no ${reader.nothing} in it, so there is nothing to learn from. Nothing was changed.`);
  return result;
}
