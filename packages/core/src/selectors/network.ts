import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import type { CaipNetwork } from '../networks/types.js'
import type { AppKitState } from '../state/types.js'

type StateReader = { options: AppKit['options']; state: Pick<AppKitState, 'activeNetworkId'> }

/** The configured network with this CAIP-2 id (or deprecated id), if any. */
export function findNetwork(
  appKit: Pick<AppKit, 'options'>,
  networkId: string | undefined,
): CaipNetwork | undefined {
  if (!networkId) return undefined
  return appKit.options.networks.find(
    (network) =>
      network.caipNetworkId === networkId || network.deprecatedCaipNetworkId === networkId,
  )
}

/** The configured network of `namespace` with chain id `chainId`. */
export function findNetworkByChainId(
  appKit: Pick<AppKit, 'options'>,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  return findNetwork(appKit, `${namespace}:${chainId}` satisfies CaipNetworkId)
}

/** The active network: the configured one the modal works on. */
export function getActiveNetwork({ options, state }: StateReader): CaipNetwork {
  return findNetwork({ options }, state.activeNetworkId) ?? options.defaultNetwork
}
