// The adapter kit: what every chain adapter shares, so each one is only its chain's own logic.

export {
  type ConnectionSet,
  type ConnectionSetEntry,
  type CreateConnectionSetParameters,
  createConnectionSet,
} from '../adapter/createConnectionSet.js'
export { createLazyLoader, type LazyLoader } from '../adapter/createLazyLoader.js'
export {
  ConnectorNotFoundError,
  NoNetworkError,
  NoRpcUrlError,
  NotConnectedError,
  UnsupportedWalletMethodError,
} from '../adapter/errors.js'
export {
  getWalletErrorCode,
  hasWalletErrorCode,
  isWalletRejection,
  type MapWalletErrorParameters,
  mapWalletError,
  walletErrorCodes,
} from '../adapter/mapWalletError.js'
export {
  type AdapterWalletConnect,
  type AdapterWalletConnectOptions,
  resolveWalletConnectOptions,
  type SetupWalletConnectParameters,
  setupWalletConnect,
  walletConnectConnectorId,
} from '../adapter/setupWalletConnect.js'
export type {
  AdapterCapabilities,
  AdapterCapabilityName,
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterEvent,
  AdapterType,
  ChainAdapter,
  ConnectorType,
} from '../adapter/types.js'
export { toProviderRpcError } from '../auth/toProviderRpcError.js'
export type { AdapterOperation } from '../errors/wallet.js'
