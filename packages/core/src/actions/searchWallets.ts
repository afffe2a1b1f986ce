import { getWallets } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters, switchRegistryChains } from './internal/getRegistryFilters.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'
import { schedule, track } from './internal/track.js'
import { walletRegistryLimits } from './walletRegistryLimits.js'

export type SearchWalletsParameters = {
  /** What the visitor typed; surrounding spaces are ignored, and an empty search clears. */
  search: string
  /** Only the wallets serving this namespace (the one the modal connects); default every network. */
  namespace?: ChainNamespace | undefined
}

export type SearchWalletsReturnType = undefined

/**
 * Searches the registry (up to 100 results, spec §9) into `state.wallets.search` and tracks
 * SEARCH_WALLET. The loading state lasts at least 300 ms so results never flicker; a newer search
 * replaces an older one still in flight. Debounce typing before calling (500 ms,
 * `walletRegistryLimits.searchDebounceMs`). A failure sets `search.status` to 'error'.
 *
 * @example
 * await searchWallets(appKit, { search: 'rab' })
 */
export async function searchWallets(
  appKit: AppKit,
  parameters: SearchWalletsParameters,
): Promise<SearchWalletsReturnType> {
  const query = parameters.search.trim()
  const filters = getRegistryFilters(appKit, parameters.namespace)
  const key = switchRegistryChains(appKit, filters.chains)
  const search = appKit.state.wallets.search
  search.query = query
  if (!query) {
    search.results = []
    search.count = 0
    search.status = 'idle'
    return
  }
  search.status = 'loading'
  track(appKit, 'SEARCH_WALLET', { search: query })
  const minimumWait = new Promise<void>((resolve) =>
    schedule(appKit, walletRegistryLimits.searchMinimumWaitMs, resolve),
  )
  try {
    const [{ data, count }] = await Promise.all([
      getWallets(appKit.api, {
        page: 1,
        entries: walletRegistryLimits.search,
        search: query,
        ...filters,
      }),
      minimumWait,
    ])
    if (search.query !== query || appKit.state.wallets.chains !== key) return
    search.results = data.map((wallet) => toRegistryWallet(appKit, wallet))
    search.count = count
    search.status = 'ready'
  } catch (error) {
    await minimumWait
    if (search.query !== query || appKit.state.wallets.chains !== key) return
    search.status = 'error'
    reportApiError(appKit, error)
  }
}
