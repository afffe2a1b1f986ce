import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { createAccountState } from '../../createAppKit.js'
import { persistConnection } from './persistConnection.js'

/** Spec §4 "Reset": clears the namespace's account data and connector id. */
export function resetChain(appKit: AppKit, namespace: ChainNamespace): void {
  const chain = appKit.state.chains[namespace]
  if (!chain) return
  chain.connectorId = undefined
  chain.account = createAccountState('disconnected')
  if (!Object.values(appKit.state.chains).some((other) => other?.account.status === 'connected')) {
    appKit.state.unsupportedChain = false
  }
  if (appKit.state.siwx.caipAddress?.startsWith(`${namespace}:`)) {
    Object.assign(appKit.state.siwx, { status: 'idle', caipAddress: undefined, session: undefined })
  }
  persistConnection(appKit, namespace, undefined)
}
