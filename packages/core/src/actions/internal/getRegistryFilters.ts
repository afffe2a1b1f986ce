import type { AppKit } from '../../createAppKit.js'

export type RegistryFilters = {
  chains: string[]
  include: string[] | undefined
  exclude: string[] | undefined
}

/** The filters every registry request of an instance carries: its networks and wallet lists. */
export function getRegistryFilters(appKit: AppKit): RegistryFilters {
  const { networks, includeWalletIds, excludeWalletIds } = appKit.options
  return {
    chains: [...new Set(networks.map((network) => network.caipNetworkId))],
    include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length > 0 ? excludeWalletIds : undefined,
  }
}
