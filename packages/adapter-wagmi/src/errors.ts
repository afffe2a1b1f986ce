import { AirlockError } from '@airlock/core'

/** `WagmiAdapter` was given no eip155 network, and wagmi needs at least one chain. */
export class NoEvmNetworkError extends AirlockError {
  override name = 'NoEvmNetworkError' as const
  constructor() {
    super('Invalid input', {
      code: 'INVALID_OPTIONS',
      details: 'WagmiAdapter needs at least one eip155 network in "networks".',
    })
  }
}
