import { AirlockError } from '@airlock/blockchain-api'

/** A send was asked for without a token, a valid amount or a valid receiver. */
export class InvalidSendParametersError extends AirlockError {
  override name = 'InvalidSendParametersError' as const
  constructor(details: string) {
    super('Please enter a valid amount and receiver address', {
      code: 'INVALID_SEND_PARAMETERS',
      details,
    })
  }
}

/** The adapter of the active namespace cannot send (no `eip155:sendTransaction` / `writeContract`). */
export class SendCapabilityMissingError extends AirlockError {
  override name = 'SendCapabilityMissingError' as const
  constructor(capability: string) {
    super('Something went wrong', {
      code: 'SEND_CAPABILITY_MISSING',
      details: `The adapter has no "${capability}" capability.`,
    })
  }
}
