/**
 * `npm run eval:planner` (or `npx nx run engine:eval`): every evaluation sentence through the real
 * planner, one table per rule. `--json` prints machine output; `--check` exits 1 when a rule is
 * under its threshold (reading < 100 %, any other < 95 %); `--max-failures N` trims the lists.
 */
import { evaluate, formatReport } from './evaluate.js';
import { evaluateReading, formatReading } from './reading-eval.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const check = args.includes('--check');
const mi = args.indexOf('--max-failures');
const maxFailures = mi >= 0 ? Number(args[mi + 1]) : undefined;

if (args.includes('--reading')) {
  // the reading cases only: `npm run eval:planner -- --reading [--max-failures N]`
  process.stdout.write(formatReading(evaluateReading(), maxFailures ?? 8) + '\n');
  process.exit(0);
}
const report = evaluate();
if (json) {
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
} else {
  process.stdout.write(formatReport(report, { maxFailures }) + '\n');
}
if (check && !report.ok) process.exitCode = 1;
