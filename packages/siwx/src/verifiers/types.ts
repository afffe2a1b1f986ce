import type { ChainNamespace, SIWXSession } from '@airlock/core'

/** Checks the signatures of one namespace's sessions. */
export type SiwxVerifier = {
  readonly namespace: ChainNamespace
  /** True when `session.signature` proves `session.data.accountAddress` signed `session.message`. */
  verify: (session: SIWXSession) => Promise<boolean>
}
