/**
 * A photo for a stop from Serper's image search (POST {base}/images, X-API-KEY header,
 * https://serper.dev). 3 s budget (the stop picture timeout, docs/product/rules.md#timings); anything else gives undefined and the
 * caller keeps the postcard.
 */
export interface SerperOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export async function serperImage(opts: SerperOptions, query: string): Promise<string | undefined> {
  try {
    const res = await (opts.fetchImpl ?? fetch)(`${opts.baseUrl}/images`, {
      method: 'POST',
      headers: { 'x-api-key': opts.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ q: query, num: 5 }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return undefined;
    }
    const body = (await res.json()) as { images?: { imageUrl?: unknown }[] };
    const url = body.images?.map((i) => i.imageUrl).find((u): u is string => typeof u === 'string' && /^https:\/\//.test(u));
    return url;
  } catch {
    return undefined;
  }
}
