export {
  authorizeAtFakeOidcProvider,
  nameFromEmail,
  startFakeOidcProvider,
  type FakeOidcProvider,
  type FakeOidcProviderOptions,
  type IdTokenTamper,
} from './fake-oidc-provider.js';
export {
  FAKE_OAUTH_PROVIDERS,
  FAKE_OAUTH_SAMPLE_DATA,
  startFakeOAuthProvider,
  type FakeOAuthProvider,
  type FakeOAuthProviderId,
  type FakeOAuthProviderOptions,
  type TokenRequestLog,
} from './fake-oauth-provider.js';
export { startFakeOsrm, type FakeOsrm, type FakeOsrmAnswer, type FakeOsrmSettings } from './fake-osrm.js';
