export { ConnectorNotFoundError } from '@airlock/core/adapter'
export { toAddEthereumChainParameter } from '../addEthereumChainParameter.js'
export type { WagmiCapabilities } from '../createWagmiCapabilities.js'
export type { CustomRpcUrls, WagmiConfigPassThrough } from '../createWagmiConfig.js'
export { NoEvmNetworkError } from '../errors.js'
export {
  type PendingTransactionsFilter,
  WagmiAdapter,
  type WagmiAdapterParameters,
} from '../WagmiAdapter.js'
