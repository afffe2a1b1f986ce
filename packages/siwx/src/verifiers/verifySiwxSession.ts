import type { SIWXSession } from '@airlock/blockchain-api'
import { parseSiwxMessage } from '../messages/parseSiwxMessage.js'
import type { SiwxVerifier } from './types.js'

export type VerifySiwxSessionReturnType =
  | { valid: true }
  | { valid: false; reason: 'mismatch' | 'unsupported' | 'signature' }

/**
 * Checks a session: its text says what its data says (account, network, nonce, domain), a
 * verifier handles its namespace, and the signature holds.
 */
export async function verifySiwxSession(
  session: SIWXSession,
  verifiers: readonly SiwxVerifier[],
): Promise<VerifySiwxSessionReturnType> {
  let parsed: ReturnType<typeof parseSiwxMessage>
  try {
    parsed = parseSiwxMessage(session.message)
  } catch {
    return { valid: false, reason: 'mismatch' }
  }
  const same = (a: string, b: string) =>
    session.data.chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
  if (
    parsed.chainId !== session.data.chainId ||
    !same(parsed.accountAddress, session.data.accountAddress) ||
    parsed.nonce !== session.data.nonce ||
    parsed.domain !== session.data.domain
  ) {
    return { valid: false, reason: 'mismatch' }
  }
  const namespace = session.data.chainId.split(':')[0]
  const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) return { valid: false, reason: 'unsupported' }
  return (await verifier.verify(session)) ? { valid: true } : { valid: false, reason: 'signature' }
}
