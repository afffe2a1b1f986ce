import type { ChainNamespace } from '../caip/types.js'
import type { AccountState, AppKitState } from '../state/types.js'

type Readable = Pick<AppKitState, 'chains' | 'activeNamespace'>

/** The account of `namespace`, or of the active namespace. */
export function selectAccount(
  state: Readable,
  namespace?: ChainNamespace,
): AccountState | undefined {
  const key = namespace ?? state.activeNamespace
  return key ? state.chains[key]?.account : undefined
}

/** True when any namespace is connected. */
export function selectIsConnected(state: Pick<AppKitState, 'chains'>): boolean {
  return Object.values(state.chains).some((chain) => chain?.account.status === 'connected')
}
