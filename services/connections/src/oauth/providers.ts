import { AVAILABLE_PROVIDERS, COMING_SOON_PROVIDERS, type ProviderId } from '@roadgremlin/contracts';

/** What the personality needs from each provider, trimmed to the minimum (the panel promises "we only access what we need for recommendations"). */
export interface SpotifyData {
  artists: { name: string; genres: string[] }[];
}
export interface RedditData {
  subreddits: { name: string; title?: string }[];
}
export interface InstagramData {
  media: { caption?: string; location?: string }[];
}
export interface FacebookData {
  /** `quote: false`: read for themes but never repeated in an insight (the title of a saved link). */
  places: { name: string; city?: string; state?: string; country?: string; quote?: false }[];
}
export type ProviderData = SpotifyData | RedditData | InstagramData | FacebookData;

export interface FetchedAccount {
  userInfo: { id: string; displayName: string | null };
  data: ProviderData;
}

/** Calls a provider's API with the user's access token. */
export type ApiGet = (path: string) => Promise<unknown>;

export interface ProviderDefinition {
  id: ProviderId;
  name: string;
  description: string;
  /** The real endpoints; each can be overridden with `{PREFIX}_AUTHORIZE_URL` and friends. */
  authorizeUrl: string;
  tokenUrl: string;
  apiBaseUrl: string;
  scopes: string[];
  /**
   * How the client authenticates at the token endpoint, as the provider documents it:
   * HTTP Basic (RFC 6749 section 2.3.1, Spotify and Reddit) or client_id/client_secret in the form body
   * (Facebook and Instagram).
   */
  clientAuth: 'basic' | 'post';
  extraAuthorizeParams?: Record<string, string>;
  /** Issues refresh tokens through the standard refresh_token grant. */
  refreshable: boolean;
  /** Where an operator registers the app. */
  console: string;
  fetchAccount(get: ApiGet): Promise<FetchedAccount>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const clip = (s: string | undefined, n: number) => (s === undefined ? undefined : s.slice(0, n));

export const PROVIDERS: Record<ProviderId, ProviderDefinition> = {
  spotify: {
    id: 'spotify',
    name: 'Spotify',
    description: 'music taste destinations',
    authorizeUrl: 'https://accounts.spotify.com/authorize',
    tokenUrl: 'https://accounts.spotify.com/api/token',
    apiBaseUrl: 'https://api.spotify.com',
    scopes: ['user-top-read'],
    clientAuth: 'basic',
    refreshable: true,
    console: 'https://developer.spotify.com/dashboard',
    async fetchAccount(get) {
      const me = obj(await get('/v1/me'));
      const top = obj(await get('/v1/me/top/artists?limit=50&time_range=medium_term'));
      const artists = arr(top.items)
        .map(obj)
        .map((a) => ({ name: clip(str(a.name), 200) ?? '', genres: arr(a.genres).map(str).filter((g): g is string => !!g).slice(0, 20) }))
        .filter((a) => a.name);
      return { userInfo: { id: str(me.id) ?? '', displayName: str(me.display_name) ?? str(me.id) ?? null }, data: { artists } };
    },
  },
  reddit: {
    id: 'reddit',
    name: 'Reddit',
    description: 'community discoveries',
    authorizeUrl: 'https://www.reddit.com/api/v1/authorize',
    tokenUrl: 'https://www.reddit.com/api/v1/access_token',
    apiBaseUrl: 'https://oauth.reddit.com',
    scopes: ['identity', 'mysubreddits'],
    clientAuth: 'basic',
    // Without duration=permanent Reddit issues no refresh token (reddit-archive/reddit wiki, OAuth2).
    extraAuthorizeParams: { duration: 'permanent' },
    refreshable: true,
    console: 'https://www.reddit.com/prefs/apps',
    async fetchAccount(get) {
      const me = obj(await get('/api/v1/me'));
      const subreddits: RedditData['subreddits'] = [];
      let after: string | undefined;
      // At most 3 pages of 100: enough to read someone's interests.
      for (let page = 0; page < 3; page++) {
        const listing = obj(obj(await get(`/subreddits/mine/subscriber?limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`)).data);
        for (const child of arr(listing.children)) {
          const d = obj(obj(child).data);
          const name = str(d.display_name);
          if (name) subreddits.push({ name: name.slice(0, 100), title: clip(str(d.title), 200) });
        }
        after = str(listing.after);
        if (!after) break;
      }
      return { userInfo: { id: str(me.id) ?? '', displayName: str(me.name) ?? null }, data: { subreddits } };
    },
  },
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    description: 'photo-worthy places',
    authorizeUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    apiBaseUrl: 'https://graph.instagram.com',
    scopes: ['instagram_business_basic'],
    clientAuth: 'post',
    refreshable: false,
    console: 'https://developers.facebook.com/apps',
    async fetchAccount(get) {
      const me = obj(await get('/me?fields=id,username'));
      const list = obj(await get('/me/media?fields=id,caption,location,timestamp&limit=50'));
      const media = arr(list.data)
        .map(obj)
        .map((m) => ({ caption: clip(str(m.caption), 500), location: clip(str(obj(m.location).name) ?? str(m.location), 200) }))
        .filter((m) => m.caption || m.location);
      return { userInfo: { id: str(me.id) ?? '', displayName: str(me.username) ?? null }, data: { media } };
    },
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    description: 'travel memories',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    apiBaseUrl: 'https://graph.facebook.com/v19.0',
    scopes: ['public_profile', 'user_tagged_places'],
    clientAuth: 'post',
    refreshable: false,
    console: 'https://developers.facebook.com/apps',
    async fetchAccount(get) {
      const me = obj(await get('/me?fields=id,name'));
      const list = obj(await get('/me/tagged_places?fields=place,created_time&limit=100'));
      const places = arr(list.data)
        .map((t) => obj(obj(t).place))
        .map((p) => {
          const loc = obj(p.location);
          return { name: clip(str(p.name), 200) ?? '', city: clip(str(loc.city), 100), state: clip(str(loc.state), 100), country: clip(str(loc.country), 100) };
        })
        .filter((p) => p.name);
      return { userInfo: { id: str(me.id) ?? '', displayName: str(me.name) ?? null }, data: { places } };
    },
  },
};

export const COMING_SOON: Record<(typeof COMING_SOON_PROVIDERS)[number], { name: string; description: string }> = {
  youtube: { name: 'YouTube', description: 'watch history insights' },
  tiktok: { name: 'TikTok', description: 'niche obsessions' },
  google: { name: 'Google', description: 'search and maps data' },
};

export function isAvailable(id: string): id is ProviderId {
  return (AVAILABLE_PROVIDERS as readonly string[]).includes(id);
}
export function isComingSoon(id: string): id is keyof typeof COMING_SOON {
  return (COMING_SOON_PROVIDERS as readonly string[]).includes(id);
}
