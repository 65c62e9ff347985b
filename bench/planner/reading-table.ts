/**
 * The root README's "How a sentence is read" table, generated from the real engine: each sentence
 * through `plan()` (seed 1, today fixed at 2026-11-25, mode driving unless the sentence insists)
 * and `understoodOf()`, printed as a markdown table in the words the results view uses (places,
 * interests, length and where it came from, mode and shape, words ignored, stops). A sentence the
 * engine refuses prints its 422 code and message.
 *
 *   npx tsx bench/planner/reading-table.ts
 */
import type { Understood } from '@roadgremlin/contracts';

const { plan, understoodOf, PlannerError } = await import('@roadgremlin/engine');

const SENTENCES: readonly string[] = [
  'ghost towns and weird roadside stuff from Las Vegas to Salt Lake City next weekend',
  'covered bridges around Bucks County',
  'de Sherbrooke à Rimouski, arrêts bizarres',
  "Nevada's ghost towns thru US-50 pls",
  'old drive-in theatres from Reno to Las Vegas via Tonopah May 3-6 and back',
  'day loop from Asheville the slow way',
  'see the giant fiddle in Sydney NS',
  'taxidermy and kitsch in the Adirondacks over Labour Day',
  'haunted walking tour of Old Montreal',
  'roadside giants from Tulsa to Amarillo blorp',
  'autour du Lac-Saint-Jean en trois jours',
  'Ybor City cigars and oddities',
  'weird stuff in Blorpville',
];

const TODAY = new Date('2026-11-25T12:00:00Z');

// the same phrases as the results view (apps/web/src/features/trip/components/results/understood-line.tsx)
const label = (p: { name: string; region: string }) => (p.name === p.region ? p.name : `${p.name}, ${p.region}`);
const MODE = { driving: 'by car', walking: 'on foot', bicycling: 'by bike', transit: 'by transit' } as const;
const FROM = { form: 'from your dates', sentence: 'from your sentence', default: 'for the distance' } as const;
const SHAPE = { oneway: 'one way', loop: 'a loop', return: 'there and back' } as const;
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));

function places(u: Understood): string {
  const road = u.road ? ` along ${u.road}` : '';
  if (u.destination) return `${[u.origin, ...(u.via ?? []), u.destination].map(label).join(' → ')}${u.shape === 'return' ? ' and back' : ''}${road}`;
  const via = u.via?.length ? ` via ${u.via.map(label).join(', ')}` : '';
  return `around ${u.area ?? label(u.origin)}${via}${road}`;
}

function length(u: Understood): string {
  if (!u.days) return '—';
  const nights = u.nights ?? u.days - 1;
  const what = u.days === 1 ? 'a day trip' : `${nights} night${nights === 1 ? '' : 's'}`;
  const range = u.startDate ? (u.endDate && u.endDate !== u.startDate ? `${dayOf(u.startDate)} – ${dayOf(u.endDate)}` : dayOf(u.startDate)) : null;
  // the year only when it is not today's (the results view shows none: its traveller knows the year)
  const year = u.startDate?.slice(0, 4);
  const dates = range && year !== String(TODAY.getUTCFullYear()) ? `${range} ${year}` : range;
  return [what, dates, u.daysFrom ? FROM[u.daysFrom] : null].filter(Boolean).join(', ');
}

function modeShape(u: Understood): string {
  return [u.mode ? MODE[u.mode] : null, u.shape ? SHAPE[u.shape] : null, u.slow ? 'the slow way' : null].filter(Boolean).join(', ');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');
const rows: string[] = ['| sentence | places | interests | length | mode, shape | ignored | stops |', '| --- | --- | --- | --- | --- | --- | --- |'];
for (const prompt of SENTENCES) {
  try {
    const trip = plan({ prompt, mode: 'driving' }, { seed: 1, today: TODAY });
    const u = understoodOf(trip);
    const ignored = u.ignored?.length ? u.ignored.map((w) => `'${w}'`).join(', ') : '—';
    rows.push(`| ${cell(prompt)} | ${cell(places(u))} | ${cell(u.interests?.join(', ') || '—')} | ${length(u)} | ${modeShape(u)} | ${cell(ignored)} | ${trip.stops.length} |`);
  } catch (err) {
    if (!(err instanceof PlannerError)) throw err;
    rows.push(`| ${cell(prompt)} | 422 \`${err.code}\`: ${cell(err.message)} | — | — | — | — | — |`);
  }
}
process.stdout.write(`${rows.join('\n')}\n`);
