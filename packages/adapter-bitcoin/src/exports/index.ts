export {
  BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinWalletConnectOptions,
} from '../BitcoinAdapter.js'
export type { BitcoinApi } from '../createBitcoinChainData.js'
export {
  BitcoinAccountMissingError,
  BitcoinAddressNotAuthorizedError,
  BitcoinInsufficientFundsError,
  BitcoinWalletResponseError,
  SatsConnectRequestError,
} from '../errors.js'
export { formatSats } from '../formatSats.js'
export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinConnector,
  SendTransferParameters,
  SignMessageParameters,
  SignPSBTParameters,
  SignPSBTReturnType,
} from '../types.js'
