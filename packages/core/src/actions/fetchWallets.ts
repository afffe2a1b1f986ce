import { getWallets } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters, switchRegistryChains } from './internal/getRegistryFilters.js'
import { preloadWalletImages } from './internal/preloadWalletImages.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'
import { walletRegistryLimits } from './walletRegistryLimits.js'

export type FetchWalletsParameters = {
  /** 1-based page of 40 wallets; only the page after the last loaded one is fetched. */
  page: number
  /**
   * Only the wallets serving this namespace (the one the modal connects); default every network
   * of the instance. Lists loaded for other chains are emptied first.
   */
  namespace?: ChainNamespace | undefined
}

export type FetchWalletsReturnType = undefined

/**
 * Loads one page of the AllWallets list from the instance's server into `state.wallets.list`
 * (spec §9: 40 per page), filtered by the instance's networks (or `namespace`'s) and `includeWalletIds` /
 * `excludeWalletIds`. The first page also fetches the first 20 images ahead. A page already
 * loaded or loading is not fetched again; a failure sets `listStatus` to 'error' (and shows the
 * alert a misconfigured project calls for) instead of throwing, so the view can offer a retry.
 *
 * @example
 * await fetchWallets(appKit, { page: appKit.state.wallets.page + 1 })
 */
export async function fetchWallets(
  appKit: AppKit,
  { page, namespace }: FetchWalletsParameters,
): Promise<FetchWalletsReturnType> {
  const filters = getRegistryFilters(appKit, namespace)
  const key = switchRegistryChains(appKit, filters.chains)
  const wallets = appKit.state.wallets
  if (page !== wallets.page + 1 || wallets.listStatus === 'loading') return
  if (wallets.count !== undefined && wallets.page > 0 && wallets.list.length >= wallets.count) {
    return
  }
  wallets.listStatus = 'loading'
  try {
    const { data, count } = await getWallets(appKit.api, {
      page,
      entries: walletRegistryLimits.page,
      ...filters,
    })
    // The modal moved to another namespace's wallets meanwhile.
    if (wallets.chains !== key) return
    const added = data.map((wallet) => toRegistryWallet(appKit, wallet))
    const known = new Set(wallets.list.map((wallet) => wallet.id))
    wallets.list.push(...added.filter((wallet) => !known.has(wallet.id)))
    wallets.page = page
    wallets.count = count
    wallets.listStatus = 'ready'
    if (page === 1) void preloadWalletImages(appKit, added)
  } catch (error) {
    if (wallets.chains !== key) return
    wallets.listStatus = 'error'
    reportApiError(appKit, error)
  }
}
