import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** Fastify's loggers are pino's, which can say whether a level writes. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real child of the app's logger only when it first writes a line at an
 * enabled level. Fastify makes a child per request, with the request id bound; most requests at `warn`
 * write nothing, and making the child (its bindings serialised) is a measurable share of a small request.
 */
class LazyChildLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options) as Logger);
  }

  #write(level: Level, args: unknown[]): void {
    const target = this.#child ?? this.parent;
    if (!target.isLevelEnabled(level)) return;
    (this.#logger[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }

  // Methods on the prototype, not arrow properties: nothing is made per request but the object itself.
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a route with its own log level gets its child at once, others lazily. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
};
