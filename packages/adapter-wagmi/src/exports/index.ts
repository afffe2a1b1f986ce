export type { WagmiCapabilities } from '../createWagmiCapabilities.js'
export { ConnectorNotFoundError, NoEvmNetworkError } from '../errors.js'
export { toAddEthereumChainParameter } from '../switchWagmiChain.js'
export { WagmiAdapter, type WagmiAdapterParameters } from '../WagmiAdapter.js'
