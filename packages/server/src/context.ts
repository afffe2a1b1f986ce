import type { WalletListItem } from '@airlock/blockchain-api'
import type { BitcoinRuntime } from './bitcoin/bitcoinRuntime.js'
import type { Cache } from './cache/createCache.js'
import type { ChainRuntime } from './chains/chainRuntime.js'
import type { Indexer } from './indexer/createIndexer.js'
import type { NftMetadataAccess } from './nft/nftMetadata.js'
import type { PriceSource } from './prices/priceSource.js'
import type { Project, ProjectStore } from './projects/projectStore.js'
import type { SolanaRuntime } from './solana/solanaRuntime.js'
import type { DataSources } from './sources/createDataSources.js'
import type { EnsNames } from './sources/names/createEnsNames.js'
import type { Storage } from './storage/types.js'
import type { SwapQuoteSource } from './swap/swapQuoteSource.js'

/** What every route handler can use; built once per server. */
export type ServerContext = {
  storage: Storage
  cache: Cache
  chains: Map<string, ChainRuntime>
  /** The bip122 networks by CAIP-2 id. */
  bitcoinNetworks: Map<string, BitcoinRuntime>
  /** The Solana networks by CAIP-2 id. */
  solanaNetworks: Map<string, SolanaRuntime>
  projects: ProjectStore
  prices: PriceSource
  /** The registry: the last import, else the bundled catalogue. Replaced by a scheduled import. */
  wallets: readonly WalletListItem[]
  /** The explorer's logo URL of an imported wallet, by image id. */
  walletImageUrls: ReadonlyMap<string, string>
  /** How NFT metadata is read and its images handed out. */
  nftMetadata: NftMetadataAccess
  /** Base URL for links the server hands out (icons), e.g. `http://127.0.0.1:8787`. */
  publicUrl: () => string
  /** The built-in indexer, following the chains whose history it serves (none: undefined). */
  indexer: Indexer | undefined
  /** Each chain's data-source drivers, one map per kind of data. */
  dataSources: DataSources
  /** How long balance answers are shared between requests. */
  balanceCacheMs: number
  /** Swap quote sources by CAIP-2 id: the chains the convert routes serve. */
  swapSources: Map<string, SwapQuoteSource>
  /** ENS names and avatars (identity and profile routes); undefined when no chain has ENS. */
  names: EnsNames | undefined
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The project the request was made for; set for every route except health and images. */
    project: Project | undefined
  }
}
