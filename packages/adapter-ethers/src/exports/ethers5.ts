export {
  ConnectorNotFoundError,
  NotConnectedError,
  UnsupportedWalletMethodError,
  walletConnectConnectorId,
} from '@airlock/core/adapter'
export type { Eip1193AdapterParameters, WalletConnectOptions } from '../eip1193/Eip1193Adapter.js'
export type { TypedDataParameters } from '../eip1193/EthersOperations.js'
export type { SendCallsCall } from '../eip1193/sendCalls.js'
export { toAddEthereumChainParameter } from '../eip1193/switchChain.js'
export type { Eip1193Provider } from '../eip1193/types.js'
export { AbiFunctionNotFoundError } from '../errors.js'
export { Ethers5Adapter, type Ethers5AdapterParameters } from '../ethers5/Ethers5Adapter.js'
