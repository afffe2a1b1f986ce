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

/** An on-chain price driver (chainlink, uniswap-v3-twap) given for a network without an EVM RPC. */
export class PriceDriverNeedsEvmChainError extends AirlockError {
  override name = 'PriceDriverNeedsEvmChainError'
  constructor(driver: string) {
    super(`The ${driver} price driver needs an EVM chain`, { code: 'PRICE_DRIVER_NEEDS_EVM_CHAIN' })
  }
}
