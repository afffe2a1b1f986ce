import type { ChainNamespace, SIWXSession } from '@airlock/blockchain-api'

/** Checks the signatures of one namespace's sessions. */
export type SiwxVerifier = {
  readonly namespace: ChainNamespace
  /**
   * True when `session.signature` proves `session.data.accountAddress` signed `session.message`.
   * Throws SiwxVerifierUnavailableError when what it checks against cannot be reached.
   */
  verify: (session: SIWXSession) => Promise<boolean>
}
