import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'

export type RegistryFilters = {
  chains: string[]
  include: string[] | undefined
  exclude: string[] | undefined
}

/**
 * The filters every registry request of an instance carries: its networks (only `namespace`'s
 * when one is being connected, so the registry answers only the wallets serving it) and its
 * wallet lists.
 */
export function getRegistryFilters(appKit: AppKit, namespace?: ChainNamespace): RegistryFilters {
  const { networks, includeWalletIds, excludeWalletIds } = appKit.options
  return {
    chains: [
      ...new Set(
        networks
          .filter((network) => !namespace || network.chainNamespace === namespace)
          .map((network) => network.caipNetworkId),
      ),
    ],
    include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length > 0 ? excludeWalletIds : undefined,
  }
}

/**
 * Points `state.wallets` at the registry for `chains`: when its lists were loaded for other chains
 * (another namespace's connect), they are emptied so they load again for these; the first request
 * keeps what the state holds. Returns the key
 * that an answer must still match when it arrives.
 */
export function switchRegistryChains(appKit: AppKit, chains: readonly string[]): string {
  const key = chains.join(',')
  const wallets = appKit.state.wallets
  // The first request adopts what the state holds (nothing, or lists put there beforehand).
  if (wallets.chains === undefined) wallets.chains = key
  else if (wallets.chains !== key) {
    wallets.chains = key
    wallets.featured = []
    wallets.featuredStatus = 'idle'
    wallets.recommended = []
    wallets.recommendedStatus = 'idle'
    wallets.list = []
    wallets.page = 0
    wallets.count = undefined
    wallets.listStatus = 'idle'
    wallets.search = { query: '', results: [], count: 0, status: 'idle' }
  }
  return key
}
