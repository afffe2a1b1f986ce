import { AirlockError } from './base.js'

/** 'Token Balance Unavailable': the balance fetch failed. */
export class TokenBalanceUnavailableError extends AirlockError {
  override name = 'TokenBalanceUnavailableError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Token Balance Unavailable', {
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      cause: parameters.cause,
    })
  }
}

/** 'Network not supported for Gas Price'. */
export class GasPriceUnsupportedNetworkError extends AirlockError {
  override name = 'GasPriceUnsupportedNetworkError' as const
  readonly chainId: string
  constructor(parameters: { chainId: string }) {
    super('Network not supported for Gas Price', {
      code: 'GAS_PRICE_UNSUPPORTED_NETWORK',
      details: `${parameters.chainId} is not in the supported-chains list`,
    })
    this.chainId = parameters.chainId
  }
}

/** "Transactions can't be fetched without an accountAddress". */
export class MissingAccountAddressError extends AirlockError {
  override name = 'MissingAccountAddressError' as const
  constructor() {
    super("Transactions can't be fetched without an accountAddress", {
      code: 'MISSING_ACCOUNT_ADDRESS',
    })
  }
}

/** 'Failed to fetch transactions'. */
export class TransactionsFetchError extends AirlockError {
  override name = 'TransactionsFetchError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Failed to fetch transactions', { code: 'FETCH_TRANSACTIONS', cause: parameters.cause })
  }
}

/** 'Network not supported for Swaps': a swap asked for on a network the server does not swap on. */
export class SwapUnsupportedNetworkError extends AirlockError {
  override name = 'SwapUnsupportedNetworkError' as const
  readonly chainId: string
  constructor(parameters: { chainId: string; cause?: unknown }) {
    super('Network not supported for Swaps', {
      code: 'SWAP_UNSUPPORTED_NETWORK',
      details: `No swaps on ${parameters.chainId}`,
      cause: parameters.cause,
    })
    this.chainId = parameters.chainId
  }
}

/** 'Error generating onramp url': the server gave no checkout URL. */
export class OnrampUrlError extends AirlockError {
  override name = 'OnrampUrlError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Error generating onramp url', { code: 'ONRAMP_URL', cause: parameters.cause })
  }
}
