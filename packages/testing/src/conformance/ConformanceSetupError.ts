import { AirlockError } from '@airlock/core'

/** The conformance kit was run without something a part of it needs (a capability, a network). */
export class ConformanceSetupError extends AirlockError {
  override name = 'ConformanceSetupError' as const
  constructor(details: string) {
    super('The conformance kit cannot run this check', { code: 'CONFORMANCE_SETUP', details })
  }
}
