import { createBip122Verifier } from './createBip122Verifier.js'
import { createEip155Verifier } from './createEip155Verifier.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'
import type { SiwxVerifier } from './types.js'

/** One verifier per namespace, EOAs only on eip155 (no RPC). */
export function createDefaultVerifiers(): SiwxVerifier[] {
  return [createEip155Verifier(), createSolanaVerifier(), createBip122Verifier()]
}
