export { type ConfirmSignatureParameters, confirmSignature } from '../confirmSignature.js'
export type {
  AnySolanaTransaction,
  RawTransactionSender,
  SolanaProvider,
  SolanaPublicKey,
} from '../createSolanaProvider.js'
export {
  type CreateTransferTransactionParameters,
  createTransferTransaction,
} from '../createTransferTransaction.js'
export {
  SolanaConfirmationTimeoutError,
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaWalletNotFoundError,
  SolanaWalletResponseError,
} from '../errors.js'
export { getWalletChain } from '../getWalletChain.js'
export {
  SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaWalletConnectOptions,
} from '../SolanaAdapter.js'
