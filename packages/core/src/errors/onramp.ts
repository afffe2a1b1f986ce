import { AirlockError } from '@airlock/blockchain-api'

/** The browser blocked the provider's window. */
export class OnrampPopupBlockedError extends AirlockError {
  override name = 'OnrampPopupBlockedError' as const
  constructor() {
    super('Something went wrong', {
      code: 'ONRAMP_POPUP_BLOCKED',
      details:
        "The browser blocked the provider's window. Allow popups for this site and try again.",
    })
  }
}

/** Buy was asked for before the form had a connected account, a currency and an amount. */
export class InvalidOnrampParametersError extends AirlockError {
  override name = 'InvalidOnrampParametersError' as const
  constructor(details: string) {
    super('Invalid onramp parameters', { code: 'INVALID_ONRAMP_PARAMETERS', details })
  }
}
