export * from './verifier.js';
export * from './revocation.js';
export * from './plugin.js';
export * from './pubsub.js';
