const COLORS = [36, 35, 33, 32, 34, 96, 95, 93];
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Turns a pino JSON line into a short readable one: `12:00:01 INFO  GET /api/auth/user 200 3ms trace=4bf92f3577b3`.
 * Lines that are not JSON pass through.
 */
export function formatLogLine(line: string, pending: Map<string, string> = new Map()): string | null {
  if (!line.startsWith('{')) return line;
  try {
    const o = JSON.parse(line) as Record<string, any>;
    // Fastify logs each request twice: remember the method and path, print once on completion.
    if (o.msg === 'incoming request' && o.req && o.reqId) {
      pending.set(o.reqId, `${o.req.method} ${o.req.url}`);
      if (pending.size > 1000) pending.delete(pending.keys().next().value as string);
      return null;
    }
    const level = LEVELS[o.level] ?? String(o.level ?? '');
    const time = new Date(o.time ?? Date.now()).toTimeString().slice(0, 8);
    const parts = [time, level.padEnd(5)];
    if (o.req) parts.push(`${o.req.method} ${o.req.url}`);
    else if (o.reqId && o.res) {
      parts.push(pending.get(o.reqId) ?? `request ${String(o.reqId).slice(0, 8)}`);
      pending.delete(o.reqId);
    }
    if (o.res) parts.push(String(o.res.statusCode));
    if (typeof o.responseTime === 'number') parts.push(`${Math.round(o.responseTime)}ms`);
    if (o.msg && !(o.msg === 'incoming request' || o.msg === 'request completed')) parts.push(o.msg);
    if (o.err?.message) parts.push(`— ${o.err.message}`);
    // The request's trace (W3C trace id, shortened): the same in the gateway's, the service's and the job's lines.
    if (typeof o.traceId === 'string') parts.push(`trace=${o.traceId.slice(0, 12)}`);
    return parts.join(' ');
  } catch {
    return line;
  }
}

export function makePrefixer(names: string[], color = process.stdout.isTTY) {
  const width = Math.max(...names.map((n) => n.length));
  const pending = new Map<string, Map<string, string>>();
  return (name: string, line: string): string | null => {
    if (!pending.has(name)) pending.set(name, new Map());
    const formatted = formatLogLine(line, pending.get(name));
    if (formatted === null) return null;
    const i = names.indexOf(name);
    const label = name.padEnd(width);
    const tag = color ? `\x1b[${COLORS[i % COLORS.length]}m${label}\x1b[0m` : label;
    return `${tag} │ ${formatted}`;
  };
}
