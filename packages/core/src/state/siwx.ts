import type { SIWXSession } from '@airlock/blockchain-api'
import type { CaipAddress } from '../caip/types.js'

/** Sign-in with the wallet, for the active account (spec §4 "SIWX flow"). */
export type SiwxState = {
  /** createAppKit was given a `siwx` option. */
  enabled: boolean
  /** Connecting without signing in is refused. */
  required: boolean
  /**
   * idle: nothing checked yet; checking: looking for a session; signedOut: none, the sign view
   * asks; signing: the wallet is asked; signedIn: `session` holds.
   */
  status: 'idle' | 'checking' | 'signedOut' | 'signing' | 'signedIn'
  /** The account the status is about. */
  caipAddress: CaipAddress | undefined
  session: SIWXSession | undefined
}
