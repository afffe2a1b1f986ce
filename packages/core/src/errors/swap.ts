import { AirlockError } from '@airlock/blockchain-api'

/** A swap was asked for without two tokens, a valid amount within the balance, or gas. */
export class InvalidSwapParametersError extends AirlockError {
  override name = 'InvalidSwapParametersError' as const
  constructor(details: string) {
    super('Something went wrong', { code: 'INVALID_SWAP_PARAMETERS', details })
  }
}

/** The approval was sent, but the swap contract's allowance did not follow in time. */
export class SwapApprovalTimeoutError extends AirlockError {
  override name = 'SwapApprovalTimeoutError' as const
  constructor(details: string) {
    super('Something went wrong', { code: 'SWAP_APPROVAL_TIMEOUT', details })
  }
}

/** The server found no route for the pair: there is no quote to show. */
export class NoSwapQuoteError extends AirlockError {
  override name = 'NoSwapQuoteError' as const
  constructor() {
    super('Something went wrong', { code: 'NO_SWAP_QUOTE', details: 'No quote for this pair' })
  }
}
