export * from './paths.js';
export * from './net.js';
export * from './postgres.js';
export * from './redis.js';
export * from './services.js';
export * from './logs.js';
export * from './stack.js';
export * from './web.js';
