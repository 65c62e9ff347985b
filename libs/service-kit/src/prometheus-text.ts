/**
 * A reader of the Prometheus text exposition format (version 0.0.4), for tests and checks that scrape
 * an endpoint the way Prometheus does: `# HELP`/`# TYPE` lines and samples
 * `name{label="value",…} value [timestamp]`. A line it cannot read is an error (so is a sample
 * whose value is not a number), as it would be for Prometheus.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Metric family name → type (counter, gauge, histogram, summary, untyped). */
  types: Map<string, string>;
  samples: Sample[];
  /** The samples named `name` whose labels include every one of `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;

function parseValue(text: string, line: string) {
  // As Prometheus (Go's ParseFloat): NaN and Inf in any case ("Nan" is what prom-client writes).
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  if (lower === 'nan') return NaN;
  const n = Number(text);
  if (Number.isNaN(n)) throw new Error(`not a number in: ${line}`);
  return n;
}

function parseLabels(text: string, line: string) {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex;
    const m = LABEL.exec(text);
    if (!m || LABEL.lastIndex === at) throw new Error(`bad labels in: ${line}`);
    labels[m[1]] = m[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      const m = /^#\s+TYPE\s+(\S+)\s+(counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (m) types.set(m[1], m[2]);
      else if (!/^#\s+HELP\s+\S+/.test(line) && !/^#\s/.test(line)) throw new Error(`bad comment line: ${line}`);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    samples.push({ name: m[1], labels: m[3] ? parseLabels(m[3], line) : {}, value: parseValue(m[4], line) });
  }
  return {
    types,
    samples,
    find(name, labels = {}) {
      return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    },
  };
}
