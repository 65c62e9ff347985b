/** Auth return links carry their values in the query or in the hash fragment. */

export interface UrlLike {
  search: string;
  hash: string;
}

export function hashParams(location: UrlLike): URLSearchParams {
  return new URLSearchParams(location.hash.startsWith('#') ? location.hash.slice(1) : location.hash);
}

export function queryParams(location: UrlLike): URLSearchParams {
  return new URLSearchParams(location.search);
}

/** Reads a value from the query first, then from the hash. */
export function readParam(location: UrlLike, name: string): string | null {
  return queryParams(location).get(name) ?? hashParams(location).get(name);
}
