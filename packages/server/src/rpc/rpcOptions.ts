import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { BitcoinNetworkConfig, SolanaNetworkConfig } from '../config/types.js'

/** Settings of the RPC route (`POST /v1/?chainId=…`). Every field has a default. */
export type RpcOptions = {
  /**
   * Upstream nodes per chain, by CAIP-2 id (`solana:…`, `bip122:…`, `eip155:1`) or EVM chain id
   * (`1`), tried in this order with failover; `http://user:password@host/` sends Basic
   * credentials. Default: the node each configured network already reads from — an eip155
   * chain's `rpcUrl`, a Solana network's `rpcUrl`, a bip122 network's Bitcoin Core `source`.
   */
  upstreams?: Record<number | string, readonly string[]> | undefined
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
  /**
   * Most blocks one `eth_getLogs` may span (`fromBlock` to `toBlock`); a wider one is answered
   * with a JSON-RPC error and not forwarded. 0 turns the bound off. Default: 10 000.
   */
  maxLogsBlockRange?: number | undefined
}

export type ResolvedRpcOptions = Required<Omit<RpcOptions, 'upstreams'>> & {
  upstreams: Record<number | string, readonly string[]>
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
    maxLogsBlockRange: options.maxLogsBlockRange ?? 10_000,
  }
}

/**
 * The node each configured network already reads from, by CAIP-2 id: the RPC route's upstreams
 * when `upstreams` names none. A bip122 network read through an Esplora has no JSON-RPC node.
 */
export function defaultUpstreams(
  chains: readonly ChainRuntime[],
  solanaNetworks: readonly SolanaNetworkConfig[],
  bitcoinNetworks: readonly BitcoinNetworkConfig[],
): Map<string, readonly string[]> {
  const upstreams = new Map<string, readonly string[]>()
  for (const chain of chains) upstreams.set(chain.caipId, [chain.config.rpcUrl])
  for (const network of solanaNetworks) upstreams.set(network.caipNetworkId, [network.rpcUrl])
  for (const network of bitcoinNetworks) {
    const { source } = network
    if (source.type !== 'core') {
      upstreams.set(network.caipNetworkId, [])
      continue
    }
    const url = new URL(source.rpcUrl)
    if (source.rpcUser !== undefined) {
      url.username = encodeURIComponent(source.rpcUser)
      url.password = encodeURIComponent(source.rpcPassword ?? '')
    }
    upstreams.set(network.caipNetworkId, [url.href])
  }
  return upstreams
}
