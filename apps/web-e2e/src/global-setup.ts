import { ensureWebBuilt } from '@roadgremlin/runtime';

/** Builds the web app once (if its sources changed) before any worker starts a stack. */
export default async function globalSetup() {
  await ensureWebBuilt((m) => console.log(`e2e │ ${m}`));
}
