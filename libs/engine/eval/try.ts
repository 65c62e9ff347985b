/**
 * Plan sentences as a traveller would and print the trips, for a person to read:
 *   npx tsx eval/try.ts "ghost towns from Las Vegas to Reno" ["another sentence" …] [--seed 2]
 * Each stop with its themes, tier, fame and the first words of its description; the lodgings; the notice.
 */
import { plan, placeById, PlannerError } from '../src/index.js';
import { isFamous } from '../src/planner/score.js';

const args = process.argv.slice(2);
let seed = 1;
const sentences: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--seed') seed = Number(args[++i]);
  else sentences.push(args[i]);
}
const today = new Date('2026-06-01T12:00:00Z');
for (const prompt of sentences) {
  console.log(`\n## ${prompt}`);
  try {
    const t = plan({ prompt }, { seed, today });
    const end = t.around ? ` around ${t.around.name}, ${t.around.region}` : t.destination ? ` → ${t.destination.name}, ${t.destination.region}` : ' (loop)';
    console.log(`${t.origin.name}, ${t.origin.region}${end} · ${t.days} d · ${Math.round(t.distanceKm)} km · road ${t.corridor ?? '-'} · themes ${t.themes.join(', ')} · pool ${t.candidates}`);
    const r = t.reading;
    console.log(`read: via ${r.via.map((v) => v.name).join(' / ') || '-'} · road ${r.road ?? '-'} · shape ${r.shape} · interests ${r.interests.join(' / ') || '-'} · ignored ${r.ignored.join(' / ') || '-'}`);
    if (t.notice) console.log(`notice: ${t.notice}`);
    for (const s of t.stops) {
      const p = s.id ? placeById(s.id) : undefined;
      const tag = p ? `${p.tier === 'curated' ? 'C' : 'i'}${p.oddness}${isFamous(p) ? '★' : ''}` : '?';
      console.log(`  ${tag.padEnd(4)} ${s.name} — ${s.town ?? ''} [${(p?.themes ?? []).join(',')}] ${(s.description ?? '').slice(0, 70)}`);
    }
    for (const a of t.accommodations) console.log(`  bed  ${a.name} (${a.address})`);
  } catch (e) {
    console.log(e instanceof PlannerError ? `PlannerError ${e.code}: ${e.message}` : e);
  }
}
