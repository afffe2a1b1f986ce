import { AirlockError } from '@airlock/blockchain-api'

// A file of its own: a dapp that never updates an email does not bundle it.
/** An email update was asked for while the active account is not the email or social wallet. */
export class AuthNotConnectedError extends AirlockError {
  override name = 'AuthNotConnectedError' as const
  constructor() {
    super('Not connected to email or social', {
      code: 'AUTH_NOT_CONNECTED',
      details: 'Only the embedded wallet of an email or social login has an email to update.',
    })
  }
}
