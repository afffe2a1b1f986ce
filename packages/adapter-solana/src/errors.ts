import { AirlockError } from '@airlock/core'

/** A sent transaction was not confirmed in time (dropped, or the network is stalled). */
export class SolanaConfirmationTimeoutError extends AirlockError {
  override name = 'SolanaConfirmationTimeoutError'
  readonly signature: string
  constructor({ signature, timeoutMs }: { signature: string; timeoutMs: number }) {
    super('The transaction was not confirmed in time.', {
      code: 'SOLANA_CONFIRMATION_TIMEOUT',
      details: `No confirmation of ${signature} within ${timeoutMs} ms; it may have been dropped.`,
    })
    this.signature = signature
  }
}

/** A confirmed transaction failed on chain. */
export class SolanaTransactionFailedError extends AirlockError {
  override name = 'SolanaTransactionFailedError'
  readonly signature: string
  constructor({ signature, err }: { signature: string; err: unknown }) {
    super('Failed to send transaction. Please try again.', {
      code: 'SOLANA_TRANSACTION_FAILED',
      details: `${signature} failed: ${JSON.stringify(err)}`,
    })
    this.signature = signature
  }
}

/** The Solana RPC answered with an error, or not at all. */
export class SolanaRpcError extends AirlockError {
  override name = 'SolanaRpcError'
  readonly rpcCode: number | undefined
  constructor({
    method,
    message,
    code,
    cause,
  }: { method: string; message: string; code?: number | undefined; cause?: unknown }) {
    super('The Solana RPC request failed.', {
      code: 'SOLANA_RPC_ERROR',
      details: `${method}: ${message}`,
      cause,
    })
    this.rpcCode = code
  }
}

/** No Wallet Standard wallet with this name is in the page, or it is not connected. */
export class SolanaWalletNotFoundError extends AirlockError {
  override name = 'SolanaWalletNotFoundError'
  constructor({ connectorId }: { connectorId: string }) {
    super('The Solana wallet is not available.', {
      code: 'SOLANA_WALLET_NOT_FOUND',
      details: `No connected Wallet Standard wallet named "${connectorId}".`,
    })
  }
}

/** The wallet answered without the result it owes (no signature, no signed transaction). */
export class SolanaWalletResponseError extends AirlockError {
  override name = 'SolanaWalletResponseError'
  constructor({ wallet, missing }: { wallet: string; missing: string }) {
    super('The wallet returned an invalid response.', {
      code: 'SOLANA_WALLET_RESPONSE_INVALID',
      details: `${wallet} returned no ${missing}.`,
    })
  }
}
