import { type FrameSocialProvider, frameSocialProviders } from '@airlock/blockchain-api'
import { createSocialClient, type SocialClient } from './createSocialClient.js'
import { resolveSocialProvider, type SocialOptions } from './socialOptions.js'

/** A client per configured provider; the others are off. */
export function createSocialClients(
  options: SocialOptions,
): Partial<Record<FrameSocialProvider, SocialClient>> {
  const clients: Partial<Record<FrameSocialProvider, SocialClient>> = {}
  for (const provider of frameSocialProviders) {
    const configured = options[provider]
    if (configured)
      clients[provider] = createSocialClient(resolveSocialProvider(provider, configured))
  }
  return clients
}
