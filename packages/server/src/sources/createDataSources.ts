import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { NftMetadataAccess } from '../nft/nftMetadata.js'
import type { Storage } from '../storage/types.js'
import { createEtherscanHistorySource } from './history/createEtherscanHistorySource.js'
import { createIndexerHistorySource } from './history/createIndexerHistorySource.js'
import { createOtterscanHistorySource } from './history/createOtterscanHistorySource.js'
import type { HistorySource } from './history/historySource.js'
import { createTokenSource, type TokenSource } from './tokens/createTokenSource.js'

/** Every chain's data sources, by CAIP-2 id; one map per kind of data. */
export type DataSources = {
  history: Map<string, HistorySource>
  /** The chain's token lists and its Multicall3 balance reads. */
  tokens: Map<string, TokenSource>
}

/**
 * Builds each chain's drivers from its (already checked) `config.data`; token list URLs are read
 * under `access` (the NFT metadata policy).
 */
export function createDataSources(
  storage: Storage,
  chains: Iterable<ChainRuntime>,
  access: NftMetadataAccess,
): DataSources {
  const history = new Map<string, HistorySource>()
  const tokens = new Map<string, TokenSource>()
  for (const chain of chains) {
    tokens.set(chain.caipId, createTokenSource({ chain, access }))
    const config = chain.config.data?.history ?? { driver: 'indexer' }
    history.set(
      chain.caipId,
      config.driver === 'otterscan'
        ? createOtterscanHistorySource({
            storage,
            chain,
            url: config.url,
            maxLogsBlockRange: config.maxLogsBlockRange,
          })
        : config.driver === 'etherscan'
          ? createEtherscanHistorySource({ chain, url: config.url, apiKey: config.apiKey })
          : createIndexerHistorySource(storage, chain),
    )
  }
  return { history, tokens }
}

/** The chains the built-in indexer follows: those whose history comes from it. */
export function indexedChains(chains: Iterable<ChainRuntime>): ChainRuntime[] {
  return [...chains].filter(
    (chain) => (chain.config.data?.history?.driver ?? 'indexer') === 'indexer',
  )
}
