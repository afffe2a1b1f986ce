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
        transport: http(config.rpcUrl, { retryCount: 2, retryDelay: 150, timeout: 10_000 }),
      })
      return [caipId, { config, caipId, client }]
    }),
  )
}
