export * from './errors.js';
export * from './common.js';
export * from './auth.js';
export * from './trips.js';
export * from './community.js';
export * from './connections.js';
export * from './admin.js';
export * from './events.js';
