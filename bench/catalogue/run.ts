/**
 * Catalogue load budget (≤ 2 s, docs/product/quality.md#planner-rules): time to import
 * libs/engine/src/catalogue (read and
 * gunzip the imported tier, validate every place with zod, build the id map and the k-d tree)
 * and the process RSS after it and after the trips worker's planner modules (the planner's grid
 * indexes) load too. Fails (exit 1) over --max-load-ms (2000) or --max-rss-mb (350).
 *
 *   npx tsx bench/catalogue/run.ts [--max-load-ms 2000] [--max-rss-mb 350]
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { 'max-load-ms': { type: 'string', default: '2000' }, 'max-rss-mb': { type: 'string', default: '350' } },
});
const mb = (n: number) => Math.round(n / 1024 / 1024);

const rss0 = process.memoryUsage().rss;
const t0 = performance.now();
const catalogue = await import('@roadgremlin/engine/catalogue');
const loadMs = performance.now() - t0;
const rssCatalogue = process.memoryUsage().rss;
// what the worker holds besides: the planner (gazetteer, grid indexes over places and lodgings)
const t1 = performance.now();
const { plan } = await import('@roadgremlin/engine');
plan({ prompt: 'Road trip from Denver to Moab, weird stuff', mode: 'driving' }, { seed: 1 });
const plannerMs = performance.now() - t1;
global.gc?.();
const rssWorker = process.memoryUsage().rss;

const tiers = { curated: 0, imported: 0 };
for (const p of catalogue.places) tiers[p.tier]++;
console.log(`places ${catalogue.places.length} (curated ${tiers.curated}, imported ${tiers.imported})`);
console.log(`catalogue module load ${loadMs.toFixed(0)} ms (validation ${catalogue.catalogueLoadMs.toFixed(0)} ms)`);
console.log(`planner load + first plan ${plannerMs.toFixed(0)} ms`);
console.log(`RSS: start ${mb(rss0)} MB, after catalogue ${mb(rssCatalogue)} MB, with planner ${mb(rssWorker)} MB`);
const fail = loadMs > Number(args['max-load-ms']) || mb(rssWorker) > Number(args['max-rss-mb']);
if (fail) console.error(`over budget: load ≤ ${args['max-load-ms']} ms, RSS ≤ ${args['max-rss-mb']} MB`);
process.exit(fail ? 1 : 0);
