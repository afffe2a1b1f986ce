import { getWallets } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters } from './internal/getRegistryFilters.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'
import { schedule, track } from './internal/track.js'
import { walletRegistryLimits } from './walletRegistryLimits.js'

export type SearchWalletsParameters = {
  /** What the visitor typed; surrounding spaces are ignored, and an empty search clears. */
  search: string
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
        ...getRegistryFilters(appKit),
      }),
      minimumWait,
    ])
    if (search.query !== query) return
    search.results = data.map((wallet) => toRegistryWallet(appKit, wallet))
    search.count = count
    search.status = 'ready'
  } catch (error) {
    await minimumWait
    if (search.query !== query) return
    search.status = 'error'
    reportApiError(appKit, error)
  }
}
