import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/types.js'

/** A configured chain with its RPC client. */
export type ChainRuntime = {
  config: ChainConfig
  caipId: `eip155:${number}`
  client: PublicClient
}

export function createChainRuntimes(chains: readonly ChainConfig[]): Map<string, ChainRuntime> {
  return new Map(
    chains.map((config) => {
      const caipId = `eip155:${config.id}` as const
      const client = createPublicClient({
        // Reads made in the same tick (a balance route's native and token reads, and those of
        // concurrent requests) go out as one JSON-RPC batch.
        transport: http(config.rpcUrl, {
          batch: true,
          retryCount: 2,
          retryDelay: 150,
          timeout: 10_000,
        }),
      })
      return [caipId, { config, caipId, client }]
    }),
  )
}
