import type { FastifyBaseLogger } from 'fastify'

type Bindings = Record<string, unknown>
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

/**
 * A request's logger that makes its child (bound to the request id) on first use. Fastify makes a
 * child logger for every request; with no log line per request (the default), most requests log
 * nothing, and that child was 3 % of a cached route's time under load (bench/server).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}
  get level(): string {
    return this.parent.level
  }
  set level(level: string) {
    this.logger().level = level
  }
  logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options)
    return this.#child
  }
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger().child(bindings, options)
  }
}
for (const method of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as Method[]) {
  Object.defineProperty(LazyRequestLogger.prototype, method, {
    value(this: LazyRequestLogger, ...args: unknown[]) {
      const logger = this.logger() as unknown as Record<Method, (...args: unknown[]) => void>
      logger[method](...args)
    },
  })
}

/** Fastify's `childLoggerFactory`: each request's logger, made when something is logged. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: object,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger
}
