import { AirlockError } from '@airlock/blockchain-api'

/** A social provider answered without what a login needs (an ID token, a user id), or failed. */
export class SocialProviderAnswerError extends AirlockError {
  override name = 'SocialProviderAnswerError'
  constructor(message: string) {
    super(message, { code: 'SOCIAL_PROVIDER_ANSWER' })
  }
}

/** A provider set up without the user endpoint an OAuth (not OIDC) login reads the user from. */
export class SocialUserEndpointMissingError extends AirlockError {
  override name = 'SocialUserEndpointMissingError'
  constructor() {
    super('The provider has no user endpoint configured', { code: 'SOCIAL_USER_ENDPOINT_MISSING' })
  }
}

/** The Farcaster relay refused a channel or answered a status with an unexpected HTTP status. */
export class FarcasterRelayAnswerError extends AirlockError {
  override name = 'FarcasterRelayAnswerError'
  constructor(message: string) {
    super(message, { code: 'FARCASTER_RELAY_ANSWER' })
  }
}

/** The smart account factory's `getAddress` answered something that is not an address. */
export class AccountFactoryAnswerError extends AirlockError {
  override name = 'AccountFactoryAnswerError'
  constructor(owner: string) {
    super(`The factory answered no address for ${owner}`, { code: 'ACCOUNT_FACTORY_ANSWER' })
  }
}

/** The Redis relay store's script answered an outcome this server does not know. */
export class RelayStoreAnswerError extends AirlockError {
  override name = 'RelayStoreAnswerError'
  constructor(answer: unknown) {
    super(`Unexpected answer of the relay's add: ${String(answer)}`, {
      code: 'RELAY_STORE_ANSWER',
    })
  }
}

/** No on-ramp provider offers the call (options or quotes): the route answers its fallback. */
export class OnrampCapabilityMissingError extends AirlockError {
  override name = 'OnrampCapabilityMissingError'
  constructor(message: string) {
    super(message, { code: 'ONRAMP_CAPABILITY_MISSING' })
  }
}
