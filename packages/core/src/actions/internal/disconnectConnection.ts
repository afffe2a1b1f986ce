import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { DisconnectError } from '../../errors/appKit.js'
import { toWalletError } from '../../errors/wallet.js'
import { disconnectNamespaces } from './disconnectNamespaces.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import { track } from './track.js'

/** Ends one connection (`connectorId`) of `namespace`, or of every namespace that has it live. */
export async function disconnectConnection(
  appKit: AppKit,
  connectorId: string,
  namespace?: ChainNamespace | undefined,
): Promise<undefined> {
  const { state } = appKit
  const namespaces = (Object.keys(state.chains) as ChainNamespace[]).filter(
    (candidate) =>
      (!namespace || candidate === namespace) &&
      (state.chains[candidate]?.connectorId === connectorId ||
        state.connections[candidate]?.some((entry) => entry.connectorId === connectorId)),
  )
  for (const target of namespaces) {
    const chain = state.chains[target]
    const others = (state.connections[target] ?? []).filter(
      (entry) => entry.connectorId !== connectorId,
    )
    if (chain?.connectorId === connectorId && others.length === 0) {
      await disconnectNamespaces(appKit, target)
      continue
    }
    try {
      await appKit.adapters.get(target)?.disconnect({ connectorId })
    } catch (error) {
      track(appKit, 'DISCONNECT_ERROR', { namespace: target })
      throw new DisconnectError([
        {
          namespace: target,
          error: toWalletError(error, { namespace: target, operation: 'disconnect' }),
        },
      ])
    }
    // The adapter may have reported it already; if not, the same takes place here.
    handleAdapterEvent(appKit, target, { type: 'disconnect', connectorId })
    track(appKit, 'DISCONNECT_SUCCESS', { namespace: target })
  }
  return undefined
}
