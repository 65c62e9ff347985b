export * from './verifier.js';
export * from './revocation.js';
export * from './plugin.js';
