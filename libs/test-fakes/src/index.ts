export {
  authorizeAtFakeOidcProvider,
  nameFromEmail,
  startFakeOidcProvider,
  type FakeOidcProvider,
  type FakeOidcProviderOptions,
  type IdTokenTamper,
} from './fake-oidc-provider.js';
