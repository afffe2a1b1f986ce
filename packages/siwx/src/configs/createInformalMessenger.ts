import type { SIWXMessageInput } from '@airlock/blockchain-api'
import { createSiwxMessage } from '../messages/createSiwxMessage.js'
import type { SiwxMessenger } from './types.js'

export type CreateInformalMessengerParameters = {
  /** `host[:port]` of the site. Default: `location.host`. */
  domain?: string | undefined
  /** Default: `location.origin`. */
  uri?: string | undefined
  /** A fresh nonce per message. Default: 16 random alphanumerics (client-side only). */
  getNonce?: ((input: SIWXMessageInput) => Promise<string>) | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  /** How long a signed message stays valid, in ms. Default: 24 hours; `null`: no expiry. */
  expiresInMs?: number | null | undefined
  /** Default '1'. */
  version?: string | undefined
}

/**
 * A messenger that builds EIP-4361 / CAIP-122 messages for the current page.
 *
 * @example
 * createInformalMessenger({ statement: 'Sign in to Shop', getNonce: async () => fetchNonce() })
 */
export function createInformalMessenger(
  parameters: CreateInformalMessengerParameters = {},
): SiwxMessenger {
  return {
    async createMessage(input) {
      const now = Date.now()
      const expiresInMs =
        parameters.expiresInMs === undefined ? 24 * 3600_000 : parameters.expiresInMs
      return createSiwxMessage({
        chainId: input.chainId,
        accountAddress: input.accountAddress,
        domain: parameters.domain ?? globalThis.location?.host ?? 'localhost',
        uri: parameters.uri ?? globalThis.location?.origin ?? 'http://localhost',
        version: parameters.version ?? '1',
        nonce: await (parameters.getNonce ?? randomNonce)(input),
        statement: parameters.statement,
        issuedAt: new Date(now).toISOString(),
        expirationTime:
          expiresInMs === null ? undefined : new Date(now + expiresInMs).toISOString(),
        resources: parameters.resources,
      })
    },
  }
}

async function randomNonce(): Promise<string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
