import type { SIWXSession } from '@airlock/blockchain-api'
import { ed25519 } from '@noble/curves/ed25519'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import type { SiwxVerifier } from './types.js'

/**
 * Verifies solana sessions: an ed25519 signature (base58, as Solana wallets return it) by the
 * account's public key (its base58 address) over the message's UTF-8 bytes.
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session: SIWXSession) {
      try {
        const publicKey = base58.decode(session.data.accountAddress)
        const signature = base58.decode(session.signature)
        if (publicKey.length !== 32 || signature.length !== 64) return false
        return ed25519.verify(signature, utf8ToBytes(session.message), publicKey)
      } catch {
        return false
      }
    },
  }
}
