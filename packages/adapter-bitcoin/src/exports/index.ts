export {
  BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinApi,
  formatSats,
} from '../BitcoinAdapter.js'
export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinConnector,
  SendTransferParameters,
  SignMessageParameters,
  SignPSBTParameters,
  SignPSBTReturnType,
} from '../types.js'
