/** Settings of the RPC route (`POST /v1/?chainId=…`). Every field has a default. */
export type RpcOptions = {
  /**
   * Upstream nodes per EVM chain id, tried in this order with failover. Default: each chain's
   * `rpcUrl`.
   */
  upstreams?: Record<number, readonly string[]> | undefined
  /** Requests per project per window; `false` turns it off. Default: 6000 per minute. */
  projectRateLimit?: { max: number; windowMs: number } | false | undefined
  /** Requests per client IP per window; `false` turns it off. Default: 1200 per minute. */
  ipRateLimit?: { max: number; windowMs: number } | false | undefined
  /** Largest request body in bytes (413 above). Default: 256 KiB. */
  maxRequestBytes?: number | undefined
  /** Largest node answer passed on, in bytes (413 above). Default: 4 MiB. */
  maxResponseBytes?: number | undefined
  /** Most calls in one batch (413 above). Default: 100. */
  maxBatchSize?: number | undefined
  /** Per-node timeout in ms before the next node is tried. Default: 10 000. */
  timeoutMs?: number | undefined
  /** How often every node is probed; 0 turns probing off. Default: 5000. */
  healthCheckIntervalMs?: number | undefined
  /** Blocks below the head after which a receipt is kept as final. Default: 64. */
  finalityBlocks?: number | undefined
  /** How long immutable answers are kept, in ms. Default: one hour. */
  cacheTtlMs?: number | undefined
}

export type ResolvedRpcOptions = Required<Omit<RpcOptions, 'upstreams'>> & {
  upstreams: Record<number, readonly string[]>
}

export function resolveRpcOptions(options: RpcOptions = {}): ResolvedRpcOptions {
  return {
    upstreams: options.upstreams ?? {},
    projectRateLimit: options.projectRateLimit ?? { max: 6000, windowMs: 60_000 },
    ipRateLimit: options.ipRateLimit ?? { max: 1200, windowMs: 60_000 },
    maxRequestBytes: options.maxRequestBytes ?? 256 * 1024,
    maxResponseBytes: options.maxResponseBytes ?? 4 * 1024 * 1024,
    maxBatchSize: options.maxBatchSize ?? 100,
    timeoutMs: options.timeoutMs ?? 10_000,
    healthCheckIntervalMs: options.healthCheckIntervalMs ?? 5_000,
    finalityBlocks: options.finalityBlocks ?? 64,
    cacheTtlMs: options.cacheTtlMs ?? 60 * 60_000,
  }
}
