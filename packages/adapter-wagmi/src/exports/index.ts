export { ConnectorNotFoundError } from '@airlock/core/adapter'
export type { WagmiCapabilities } from '../createWagmiCapabilities.js'
export type { CustomRpcUrls, WagmiConfigPassThrough } from '../createWagmiConfig.js'
export { NoEvmNetworkError } from '../errors.js'
export { toAddEthereumChainParameter } from '../switchWagmiChain.js'
export {
  type PendingTransactionsFilter,
  WagmiAdapter,
  type WagmiAdapterParameters,
} from '../WagmiAdapter.js'
