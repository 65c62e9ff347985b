import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Pino = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * Fastify gives every request a pino child logger (`request.log`, bound to its request id). Creating it
 * costs a few µs per request — measurable at the gateway's request rates — and is wasted on the many
 * requests that log nothing at the configured level. This stand-in creates the child on the first line
 * actually written; lines below the level cost one level check.
 */
export class LazyRequestLogger {
  private real?: FastifyBaseLogger;

  constructor(
    private readonly parent: Pino,
    private readonly bindings: Record<string, unknown>,
    private readonly options: Record<string, unknown>,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.real?.level ?? this.parent.level;
  }
  set level(value: string) {
    this.logger.level = value;
  }

  private write(level: Level, args: unknown[]) {
    if (this.real || this.parent.isLevelEnabled?.(level) !== false) (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  // Prototype methods, not per-instance closures: one small object per request, nothing more.
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>) {
    return this.logger.child(bindings, options);
  }
}

/** Fastify `childLoggerFactory` using LazyRequestLogger (an explicit per-route level gets a real child). */
export const lazyChildLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) => {
  if (options?.level) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Pino, bindings, options as Record<string, unknown>) as unknown as FastifyBaseLogger;
};
