// WalletConnect for every adapter: one sign client per instance, namespace-generic, Airlock's own
// sign protocol loaded on first use.

export {
  WalletConnectMessageError,
  WalletConnectNoSessionError,
  WalletConnectProposalExpiredError,
  WalletConnectProposalRejectedError,
  WalletConnectRelayError,
  WalletConnectRequestError,
  WalletConnectRequestExpiredError,
  WalletConnectRpcError,
} from '../errors/walletConnect.js'
export {
  type CreateWalletConnectClientParameters,
  type CreateWalletConnectClientReturnType,
  createWalletConnectClient,
} from '../walletConnect/createWalletConnectClient.js'
export { eip155WalletConnectEvents, eip155WalletConnectMethods } from '../walletConnect/eip155.js'
export { getLocalVerifyUrl } from '../walletConnect/getLocalVerifyUrl.js'
export type {
  WalletConnectClient,
  WalletConnectClientEvent,
  WalletConnectClientParameters,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectSession,
} from '../walletConnect/types.js'
