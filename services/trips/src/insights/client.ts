/**
 * The caller's travel insights from the connections service (GET /api/user/insights with their own
 * bearer token — services never read each other's tables). Personalisation is a bonus: no
 * connections service, a 404, a timeout or any other failure gives "no insights", never an error.
 */
import { traceHeaders } from '@roadgremlin/service-kit';
import { THEMES, type Theme } from '@roadgremlin/engine';

export interface UserInsights {
  /** Catalogue themes for the planner (`insightThemes`), strongest first. */
  themes: Theme[];
  /** Readable strings for `personalizedInsights` ('Your Travel Personality'). */
  readable: string[];
  /** Catalogue theme → what completes "Because …" ('you listen to delta blues'), from the connections service. */
  reasons?: Partial<Record<Theme, string>>;
}

export const NO_INSIGHTS: UserInsights = Object.freeze({ themes: [], readable: [] }) as UserInsights;
const MAX_REASON = 160;

const THEME_SET = new Set<string>(THEMES);
const MAX_READABLE = 10;
/** A recently fetched answer is reused (enhance follows generate within seconds). */
const CACHE_MS = 60_000;
const CACHE_MAX = 5_000;

export interface InsightsClientOptions {
  baseUrl?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export class InsightsClient {
  private readonly cache = new Map<string, { at: number; value: UserInsights }>();

  constructor(private readonly opts: InsightsClientOptions) {}

  get enabled() {
    return Boolean(this.opts.baseUrl);
  }

  /**
   * `fresh`: ask the connections service even when a recent answer is cached (a new trip must not
   * carry a personality the traveller has just disconnected); the answer still refreshes the cache.
   */
  async forUser(userId: string, token: string, opts: { fresh?: boolean } = {}): Promise<UserInsights> {
    if (!this.opts.baseUrl) return NO_INSIGHTS;
    const hit = this.cache.get(userId);
    if (!opts.fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await this.fetchInsights(token);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, { at: Date.now(), value });
    return value;
  }

  private async fetchInsights(token: string): Promise<UserInsights> {
    try {
      const res = await (this.opts.fetchImpl ?? fetch)(`${this.opts.baseUrl}/api/user/insights`, {
        // The request's trace goes on to the connections service (its logs carry the same traceId).
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...traceHeaders() },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        return NO_INSIGHTS;
      }
      return normaliseInsights(await res.json());
    } catch {
      return NO_INSIGHTS;
    }
  }
}

/**
 * Accepts both shapes the insights answer may take (`insights.themes` or a plain array of strings,
 * docs/product/api.md#connections-and-personality) plus the
 * connections service's `travelThemes`. Strings that are catalogue themes bias the planner; the
 * others are shown to the traveller.
 */
export function normaliseInsights(body: unknown): UserInsights {
  if (!body || typeof body !== 'object') return NO_INSIGHTS;
  const b = body as { insights?: unknown; travelThemes?: unknown; reasons?: unknown };
  const strings: string[] = [];
  if (Array.isArray(b.insights)) strings.push(...b.insights.filter(isText));
  else if (b.insights && typeof b.insights === 'object' && Array.isArray((b.insights as { themes?: unknown }).themes)) {
    strings.push(...((b.insights as { themes: unknown[] }).themes.filter(isText)));
  }
  const themes: Theme[] = [];
  const add = (t: string) => {
    const k = t.trim().toLowerCase();
    if (THEME_SET.has(k) && !themes.includes(k as Theme)) themes.push(k as Theme);
  };
  if (Array.isArray(b.travelThemes)) for (const t of b.travelThemes) if (isText(t)) add(t);
  const readable: string[] = [];
  for (const s of strings) {
    if (THEME_SET.has(s.trim().toLowerCase())) add(s);
    else if (readable.length < MAX_READABLE && !readable.includes(s.trim())) readable.push(s.trim().slice(0, 200));
  }
  // Only bare theme ids: still worth showing, in words.
  if (!readable.length) for (const t of themes.slice(0, 3)) readable.push(`Into ${t.replace('-', ' ')}`);
  const reasons: Partial<Record<Theme, string>> = {};
  if (b.reasons && typeof b.reasons === 'object' && !Array.isArray(b.reasons)) {
    for (const [k, v] of Object.entries(b.reasons as Record<string, unknown>)) if (THEME_SET.has(k) && isText(v)) reasons[k as Theme] = v.trim().slice(0, MAX_REASON);
  }
  return Object.keys(reasons).length ? { themes, readable, reasons } : { themes, readable };
}

function isText(v: unknown): v is string {
  return typeof v === 'string' && v.trim().length > 0;
}
