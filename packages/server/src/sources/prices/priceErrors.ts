import { AirlockError } from '@airlock/blockchain-api'

/** A non-EVM network's price drivers (`networkPrices`, `AIRLOCK_NETWORK_PRICES`) that do not parse. */
export class InvalidNetworkPricesError extends AirlockError {
  override name = 'InvalidNetworkPricesError'
  readonly network: string
  constructor(network: string, reason: string) {
    super(`The prices of network ${network}: ${reason}`, { code: 'INVALID_NETWORK_PRICES' })
    this.network = network
  }
}
