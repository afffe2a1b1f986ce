export { matchOrigin } from '@airlock/blockchain-api'
export { type Cache, createMemoryCache, createRedisCache } from '../cache/createCache.js'
export { localChains, localPrices } from '../config/localChains.js'
export { localSolanaNetworks, localSolanaPrices } from '../config/localSolanaNetworks.js'
export { readEnvOptions } from '../config/readEnvOptions.js'
export type {
  ChainConfig,
  ProjectConfig,
  SolanaNetworkConfig,
  TokenConfig,
} from '../config/types.js'
export {
  type AirlockServer,
  type CreateServerOptions,
  createServer,
  type OnrampProviderConfig,
} from '../createServer.js'
export type { FrameApp } from '../frame/createFrameApp.js'
export type { FrameLimit, FrameServerOptions, SmtpOptions } from '../frame/frameOptions.js'
export type { Indexer, IndexerOptions } from '../indexer/createIndexer.js'
export type {
  OnrampProvider,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../onramp/onrampProvider.js'
export {
  createFixedPriceSource,
  type PricedToken,
  type PriceQuote,
  type PriceSource,
} from '../prices/priceSource.js'
export { localDevProject, type Project } from '../projects/projectStore.js'
export { createMonogramSvg } from '../registry/monogram.js'
export { walletCatalogue } from '../registry/walletCatalogue.js'
export { localPriceDrivers } from '../sources/prices/localPriceDrivers.js'
export type { PriceSourceName } from '../sources/prices/priceDriver.js'
export type {
  NetworkPriceDriverConfig,
  PriceDriverConfig,
} from '../sources/prices/priceDriversConfig.js'
export { DataDirInUseError } from '../storage/lockDataDir.js'
export { migrations } from '../storage/migrations.js'
export type { Storage } from '../storage/types.js'
export {
  type CreateUniswapV2SourceParameters,
  createUniswapV2Source,
  NoRouteError,
} from '../swap/createUniswapV2Source.js'
export {
  type CreateUniswapV3SourceParameters,
  createUniswapV3Source,
} from '../swap/createUniswapV3Source.js'
export {
  type CreateZeroExSourceParameters,
  createZeroExSource,
} from '../swap/createZeroExSource.js'
export {
  nativeSwapAddress,
  type SwapQuoteSource,
  type SwapRoute,
  type SwapSourceQuote,
  type SwapSourceRequest,
  type SwapSourceToken,
} from '../swap/swapQuoteSource.js'
