import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { AdapterNotFoundError } from '../errors/appKit.js'
import { LastNetworkError } from '../errors/network.js'
import { storageKeys } from '../storage/keys.js'
import { ofNamespace, setNetworks } from './addNetwork.js'

export type RemoveNetworkParameters = {
  namespace: ChainNamespace
  /** The network's chain id (`1`, or Solana's genesis-hash reference). */
  networkId: number | string
}
export type RemoveNetworkErrorType = AdapterNotFoundError | LastNetworkError

/**
 * Removes a network from an instance's namespace (AppKit's `removeNetwork`). When it was the
 * namespace's network (or the active one), the namespace's first remaining network takes its place;
 * the namespace's adapter is told. A network not configured is ignored.
 *
 * @throws AdapterNotFoundError when no adapter serves `namespace`, and LastNetworkError for the
 *   namespace's only network (spec §5: the last network of a namespace cannot be removed).
 * @example removeNetwork(appKit, { namespace: 'eip155', networkId: 80002 })
 */
export function removeNetwork(
  appKit: AppKit,
  { namespace, networkId }: RemoveNetworkParameters,
): void {
  const adapter = appKit.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError(namespace)
  const current = ofNamespace(appKit, namespace)
  const removed = current.find((network) => String(network.id) === String(networkId))
  if (!removed) return
  const [next] = current.filter((network) => network !== removed)
  if (!next) throw new LastNetworkError(removed.caipNetworkId)
  setNetworks(
    appKit,
    appKit.options.networks.filter((network) => network !== removed),
  )
  const { state, options } = appKit
  const chain = state.chains[namespace]
  if (chain?.networkId === removed.caipNetworkId) chain.networkId = next.caipNetworkId
  if (state.activeNetworkId === removed.caipNetworkId) {
    state.activeNetworkId = next.caipNetworkId
    appKit.storage.setItem(storageKeys.activeNetworkId, next.caipNetworkId)
  }
  if (options.defaultNetwork === removed) {
    ;(options as { defaultNetwork: typeof next }).defaultNetwork = next
  }
  adapter.setNetworks?.(ofNamespace(appKit, namespace))
}
