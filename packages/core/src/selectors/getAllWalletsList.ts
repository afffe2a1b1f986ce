import {
  type ConnectListItem,
  findInstalledConnector,
  type GetConnectListParameters,
  getConnectList,
  servesNamespace,
} from '../connectors/getConnectList.js'
import { mergeConnectors } from '../connectors/mergeConnectors.js'
import type { AppKitState } from '../state/types.js'
import { filterConnectList } from './filterConnectList.js'

export type GetAllWalletsListParameters = Omit<GetConnectListParameters, 'state'> & {
  state: GetConnectListParameters['state'] & Pick<AppKitState, 'wallets'>
  /** What the search box holds; empty lists everything loaded. */
  query?: string | undefined
}

/**
 * The AllWallets view's list: the wallets of the Connect list that live here (installed, recent,
 * custom, external), then the registry — featured, then the pages loaded so far — or, while a
 * search is on, the local wallets whose name matches and the registry's results for that search.
 * A registry wallet that is installed, or already listed, shows once (as the installed one); one
 * the visitor connected lately (paired through WalletConnect) is marked recent.
 *
 * @example getAllWalletsList({ state, options: appKit.options, query: 'rab' })
 */
export function getAllWalletsList({
  state,
  options,
  namespace,
  query = '',
}: GetAllWalletsListParameters): ConnectListItem[] {
  const search = query.trim()
  // WalletConnect itself is not a wallet of the list: its QR code is one step away in Connect.
  const local = getConnectList({
    state: { ...state, wallets: undefined },
    options,
    namespace,
  }).filter((item) => item.kind !== 'connector' || item.connector.type !== 'WALLET_CONNECT')
  const items = search ? filterConnectList(local, search) : local
  const registry = search
    ? state.wallets.search.query === search
      ? state.wallets.search.results
      : []
    : [...state.wallets.featured, ...state.wallets.list]
  const connectors = mergeConnectors(state.adapterConnectors)
  const shown = new Set(
    local.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
  )
  const recent = new Set(state.recentWallets.map((wallet) => wallet.id))
  for (const wallet of registry) {
    if (!servesNamespace(wallet, namespace)) continue
    if (shown.has(wallet.id) || findInstalledConnector(connectors, wallet)) continue
    shown.add(wallet.id)
    items.push(
      recent.has(wallet.id)
        ? { kind: 'registry', section: 'recent', wallet, recent: true }
        : { kind: 'registry', section: 'recommended', wallet },
    )
  }
  return items
}

/** True while the AllWallets list has pages left to load. */
export function selectHasMoreWallets(state: Pick<AppKitState, 'wallets'>): boolean {
  const { page, count, list } = state.wallets
  return page === 0 || count === undefined || list.length < count
}
