import type { SIWXConfig } from '@airlock/blockchain-api'
import { SiwxVerificationError } from '../errors/siwx.js'
import { createLocalSiwxStorage } from '../storages/createLocalSiwxStorage.js'
import type { SiwxStorage } from '../storages/types.js'
import type { SiwxVerifier } from '../verifiers/types.js'
import { createInformalMessenger } from './createInformalMessenger.js'
import type { SiwxMessenger } from './types.js'

export type DefaultSIWXParameters = {
  /** Builds the messages. Default: createInformalMessenger() for the current page. */
  messenger?: SiwxMessenger | undefined
  /**
   * Checked before a session is stored. Default: EIP-191 (eip155), ed25519 (solana) and
   * BIP-322 (bip122), loaded on first use. `[]` stores without checking (the storage verifies).
   */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** Default: localStorage. */
  storage?: SiwxStorage | undefined
  /** Refuse to stay connected without signing in. Default false. */
  required?: boolean | undefined
  /** Revoke the session when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * Sign-in with the wallet from parts: a messenger, verifiers and a storage.
 *
 * @example
 * createAppKit({ adapters, networks, siwx: DefaultSIWX({ required: true }) })
 */
export function DefaultSIWX(parameters: DefaultSIWXParameters = {}): SIWXConfig {
  const messenger = parameters.messenger ?? createInformalMessenger()
  const storage = parameters.storage ?? createLocalSiwxStorage()
  const loadVerifiers = async (): Promise<readonly SiwxVerifier[]> => {
    if (parameters.verifiers) return parameters.verifiers
    const { createDefaultVerifiers } = await import('../verifiers/createDefaultVerifiers.js')
    return createDefaultVerifiers()
  }
  return {
    createMessage: (input) => messenger.createMessage(input),
    async addSession(session) {
      const verifiers = await loadVerifiers()
      if (verifiers.length > 0) {
        const { verifySiwxSession } = await import('../verifiers/verifySiwxSession.js')
        const result = await verifySiwxSession(session, verifiers)
        if (!result.valid) throw new SiwxVerificationError(result.reason)
      }
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    setSessions: (sessions) => storage.set(sessions),
    getSessions: (chainId, address) => storage.get(chainId, address),
    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
  }
}
