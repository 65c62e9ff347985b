import { createLocalJWKSet, errors as joseErrors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/**
 * A key getter over this service's own JWKS, read in-process (no HTTP round trip to itself). An unknown
 * `kid` reloads the set, at most once per `minReloadMs`, so a key minted by another replica is found and
 * a flood of forged kids cannot turn into a flood of database reads.
 */
export function localKeySet(load: () => Promise<JSONWebKeySet>, minReloadMs = 30_000): JWTVerifyGetKey {
  let getKey: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let loading: Promise<void> | undefined;

  const reload = () =>
    (loading ??= load()
      .then((jwks) => {
        getKey = createLocalJWKSet(jwks);
        loadedAt = Date.now();
      })
      .finally(() => {
        loading = undefined;
      }));

  return async (header, token) => {
    if (!getKey) await reload();
    try {
      return await getKey!(header, token);
    } catch (err) {
      if (!(err instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - loadedAt < minReloadMs) throw err;
      await reload();
      return getKey!(header, token);
    }
  };
}
