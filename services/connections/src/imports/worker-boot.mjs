// The entry of an export-reading worker thread. Worker threads do not inherit tsx's loader, so when
// the service runs from its TypeScript sources (npm start, tests) the loader is registered here first.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
