import { AirlockError } from '@airlock/core'

/** The wallet gave no address of the kind the request needs (a payment address, or any at all). */
export class BitcoinAccountMissingError extends AirlockError {
  override name = 'BitcoinAccountMissingError' as const
  constructor({ wallet, purpose }: { wallet: string; purpose?: 'payment' | undefined }) {
    super('The wallet returned no Bitcoin address.', {
      code: 'BITCOIN_ACCOUNT_MISSING',
      details: purpose
        ? `${wallet} has no ${purpose} address connected.`
        : `${wallet} approved no Bitcoin address.`,
    })
  }
}

/** The wallet has not authorized the address a signature was asked for. */
export class BitcoinAddressNotAuthorizedError extends AirlockError {
  override name = 'BitcoinAddressNotAuthorizedError' as const
  /** EIP-1193's "Unauthorized": the account is not one the wallet handed to this site. */
  readonly rpcCode = 4100
  constructor({ wallet, address }: { wallet: string; address: string }) {
    super('The wallet has not authorized this address.', {
      code: 'BITCOIN_ADDRESS_NOT_AUTHORIZED',
      details: `${wallet} has not authorized ${address}.`,
    })
  }
}

/** The wallet answered without the result it owes (no signature, no PSBT). */
export class BitcoinWalletResponseError extends AirlockError {
  override name = 'BitcoinWalletResponseError' as const
  constructor({ wallet, missing }: { wallet: string; missing: string }) {
    super('The wallet returned an invalid response.', {
      code: 'BITCOIN_WALLET_RESPONSE_INVALID',
      details: `${wallet} returned no ${missing}.`,
    })
  }
}

/**
 * A sats-connect wallet answered a request with a JSON-RPC error other than a refusal; the wallet's
 * code is `rpcCode` and its error object the `cause`.
 */
export class SatsConnectRequestError extends AirlockError {
  override name = 'SatsConnectRequestError' as const
  readonly rpcCode: number
  constructor({
    wallet,
    method,
    error,
  }: {
    wallet: string
    method: string
    error: { code: number; message: string }
  }) {
    super(error.message || 'The wallet refused the request.', {
      code: 'SATS_CONNECT_REQUEST_FAILED',
      details: `${wallet} answered ${method} with error ${error.code}.`,
      cause: error,
    })
    this.rpcCode = error.code
  }
}

/** The payment address's unspent outputs do not cover the amount and its fee. */
export class BitcoinInsufficientFundsError extends AirlockError {
  override name = 'BitcoinInsufficientFundsError' as const
  constructor({ available, needed }: { available: bigint; needed: bigint }) {
    super('Insufficient funds', {
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      details: `${available} sats available, ${needed} needed.`,
    })
  }
}
