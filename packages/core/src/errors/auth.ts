import { AirlockError } from '@airlock/blockchain-api'

/** An email field holds something that is not an email address (spec §5: 'Invalid email'). */
export class InvalidEmailError extends AirlockError {
  override name = 'InvalidEmailError' as const
  constructor(email: string) {
    super('Invalid email', {
      code: 'INVALID_EMAIL',
      details: `"${email.slice(0, 100)}" is not an email address.`,
    })
  }
}

/**
 * A login was triggered again within 30 s of the last one (spec §5): 'Please try again after N
 * seconds', N rounded up.
 */
export class EmailCooldownError extends AirlockError {
  override name = 'EmailCooldownError' as const
  /** Whole seconds to wait, rounded up. */
  readonly seconds: number
  constructor(seconds: number) {
    super(`Please try again after ${seconds} seconds`, {
      code: 'EMAIL_COOLDOWN',
      details: 'An email login was sent less than 30 seconds ago.',
    })
    this.seconds = seconds
  }
}

/** The dapp asked the embedded wallet for an RPC method it does not serve (spec §5, §8). */
export class RpcNotAllowedError extends AirlockError {
  override name = 'RpcNotAllowedError' as const
  readonly method: string
  constructor(method: string) {
    super('Requested RPC call is not allowed', {
      code: 'RPC_NOT_ALLOWED',
      details: `The embedded wallet does not serve "${method.slice(0, 100)}".`,
    })
    this.method = method
  }
}

/** Email or social login was used while it is off, or with no eip155 adapter to connect through. */
export class AuthConnectorNotFoundError extends AirlockError {
  override name = 'AuthConnectorNotFoundError' as const
  constructor() {
    super('Address or auth connector not found', {
      code: 'AUTH_CONNECTOR_NOT_FOUND',
      details:
        'Email and social login need features.email (or socials) on and an eip155 or solana adapter in "adapters".',
    })
  }
}

/** The frame answered with something that does not fit its schema. */
export class AuthResponseError extends AirlockError {
  override name = 'AuthResponseError' as const
  constructor(parameters: { request: string; details: string }) {
    super('An error occurred', {
      code: 'AUTH_RESPONSE_INVALID',
      details: `The wallet frame's answer to ${parameters.request} is invalid: ${parameters.details}`,
    })
  }
}

/** The wallet frame's SDK or page could not be loaded (spec §4, §8). */
export class AuthFrameLoadError extends AirlockError {
  override name = 'AuthFrameLoadError' as const
  constructor(cause?: unknown) {
    super('Unable to load email login dependency', {
      code: 'AUTH_FRAME_LOAD',
      details: 'The wallet frame host could not be loaded.',
      cause,
    })
  }
}

/** The browser blocked the social login popup (it must open from the visitor's click). */
export class SocialPopupBlockedError extends AirlockError {
  override name = 'SocialPopupBlockedError' as const
  constructor() {
    super('Something went wrong', {
      code: 'SOCIAL_POPUP_BLOCKED',
      details: 'The browser blocked the login window. Allow popups for this site and try again.',
    })
  }
}

/** The visitor closed the provider's window before the login finished. */
export class SocialLoginCancelledError extends AirlockError {
  override name = 'SocialLoginCancelledError' as const
  constructor() {
    super('Something went wrong', {
      code: 'SOCIAL_LOGIN_CANCELLED',
      details: 'The login window was closed before the login finished.',
    })
  }
}

/** The provider refused the login, or its answer could not be used. */
export class SocialLoginFailedError extends AirlockError {
  override name = 'SocialLoginFailedError' as const
  constructor(details?: string) {
    super('Something went wrong', { code: 'SOCIAL_LOGIN_FAILED', details })
  }
}
