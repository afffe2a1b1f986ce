import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { AdapterNotFoundError } from '../errors/appKit.js'
import { NetworkNamespaceMismatchError } from '../errors/network.js'
import {
  type AppKitNetwork,
  type CaipNetwork,
  isServedNetwork,
  toCaipNetwork,
} from '../networks/types.js'
import { createAccountState } from '../state/factories.js'

export type AddNetworkParameters = {
  namespace: ChainNamespace
  /** A CaipNetwork, or a viem chain (eip155). */
  network: AppKitNetwork
}
export type AddNetworkErrorType = AdapterNotFoundError | NetworkNamespaceMismatchError

/**
 * Adds a network to an instance's namespace (AppKit's `addNetwork`): the Networks view lists it
 * and switchNetwork takes it; the namespace's adapter is told (wagmi's chains). A network already
 * configured is left as it is.
 *
 * @throws AdapterNotFoundError when no adapter serves `namespace`, and
 *   NetworkNamespaceMismatchError for a network of another namespace.
 * @example addNetwork(appKit, { namespace: 'eip155', network: polygonAmoy })
 */
export function addNetwork(appKit: AppKit, { namespace, network }: AddNetworkParameters): void {
  const adapter = appKit.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError(namespace)
  if (!isServedNetwork(network) || toCaipNetwork(network).chainNamespace !== namespace) {
    throw new NetworkNamespaceMismatchError({
      networkId: network.caipNetworkId ?? String(network.id),
      namespace,
    })
  }
  const added = toCaipNetwork(network)
  const { networks } = appKit.options
  if (networks.some((entry) => entry.caipNetworkId === added.caipNetworkId)) return
  setNetworks(appKit, [...networks, added])
  const { state } = appKit
  // The namespace's first network: it gets the state the others got at creation.
  state.chains[namespace] ??= {
    namespace,
    connectorId: undefined,
    networkId: added.caipNetworkId,
    account: createAccountState(),
  }
  adapter.setNetworks?.(ofNamespace(appKit, namespace))
}

/** Replaces the instance's networks; views reading them render again. */
export function setNetworks(appKit: AppKit, networks: readonly CaipNetwork[]): void {
  ;(appKit.options as { networks: readonly CaipNetwork[] }).networks = networks
  appKit.state.optionsRevision++
}

/** The instance's networks of `namespace`, in their order. */
export function ofNamespace(appKit: AppKit, namespace: ChainNamespace): CaipNetwork[] {
  return appKit.options.networks.filter((network) => network.chainNamespace === namespace)
}
