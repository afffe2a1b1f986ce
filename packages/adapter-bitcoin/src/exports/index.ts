export {
  BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinApi,
  type BitcoinWalletConnectOptions,
  formatSats,
} from '../BitcoinAdapter.js'
export {
  BitcoinAccountMissingError,
  BitcoinAddressNotAuthorizedError,
  BitcoinInsufficientFundsError,
  BitcoinMethodUnsupportedError,
  BitcoinNotConnectedError,
  BitcoinWalletNotFoundError,
  BitcoinWalletResponseError,
  SatsConnectRequestError,
} from '../errors.js'
export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinConnector,
  SendTransferParameters,
  SignMessageParameters,
  SignPSBTParameters,
  SignPSBTReturnType,
} from '../types.js'
