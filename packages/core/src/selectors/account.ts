import type { Snapshot } from 'valtio/vanilla'
import type { ChainNamespace } from '../caip/types.js'
import type { AccountState, AppKitState } from '../state/types.js'

type Readable = Snapshot<Pick<AppKitState, 'chains' | 'activeNamespace'>>

/** The account of `namespace`, or of the active namespace (works on state and on snapshots). */
export function selectAccount<S extends Readable>(
  state: S,
  namespace?: ChainNamespace,
): Snapshot<AccountState> | undefined {
  const key = namespace ?? state.activeNamespace
  return key ? state.chains[key]?.account : undefined
}

/** True when any namespace is connected. */
export function selectIsConnected(state: Snapshot<Pick<AppKitState, 'chains'>>): boolean {
  return Object.values(state.chains).some((chain) => chain?.account.status === 'connected')
}
