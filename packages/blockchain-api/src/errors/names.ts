import { AirlockError } from './base.js'

/** 'Invalid chainId': a chain id at or above 0x80000000 has no coin type. */
export class InvalidChainIdError extends AirlockError {
  override name = 'InvalidChainIdError' as const
  constructor(chainId: number) {
    super('Invalid chainId', { code: 'INVALID_CHAIN_ID', details: `Chain id ${chainId}` })
  }
}

/** 'Error resolving name', or the server's first reason. */
export class NameResolutionError extends AirlockError {
  override name = 'NameResolutionError' as const
  constructor(parameters: { reason?: string | undefined; cause?: unknown } = {}) {
    super(parameters.reason ?? 'Error resolving name', {
      code: 'NAME_RESOLUTION',
      cause: parameters.cause,
    })
  }
}

/** 'Error fetching name suggestions'. */
export class NameSuggestionsError extends AirlockError {
  override name = 'NameSuggestionsError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Error fetching name suggestions', { code: 'NAME_SUGGESTIONS', cause: parameters.cause })
  }
}

/** 'Error fetching names for address'. */
export class NamesForAddressError extends AirlockError {
  override name = 'NamesForAddressError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Error fetching names for address', {
      code: 'NAMES_FOR_ADDRESS',
      cause: parameters.cause,
    })
  }
}

/** 'Error registering name {name}'. */
export class NameRegistrationError extends AirlockError {
  override name = 'NameRegistrationError' as const
  constructor(parameters: { name: string; cause?: unknown }) {
    super(`Error registering name ${parameters.name}`, {
      code: 'NAME_REGISTRATION',
      cause: parameters.cause,
    })
  }
}
