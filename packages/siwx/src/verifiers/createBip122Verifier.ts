import type { SIWXSession } from '@airlock/blockchain-api'
import { verifyBip322Signature } from './bip322.js'
import type { SiwxVerifier } from './types.js'

/** Verifies bip122 sessions: BIP-322 simple signatures of P2WPKH and P2TR addresses. */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session: SIWXSession) {
      return verifyBip322Signature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}
