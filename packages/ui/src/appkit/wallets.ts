import { type AppKit, type AppKitState, closeModal, getConnectList } from '@airlock/core'
import { registryWalletItem, toWalletItem } from './read.js'
import type { WalletItem } from './types.js'

/** AppKit's `FetchWalletsOptions`: a page of the registry, or a search of it. */
export type FetchWalletsOptions = {
  /** The page to load (default: the next one). */
  page?: number | undefined
  /** Searches the registry (up to 100 results); an empty search goes back to the pages. */
  search?: string | undefined
  /** @deprecated AppKit's older name of `search`. */
  query?: string | undefined
  /** Accepted; the registry's page size (40) and search size (100) apply. */
  entries?: number | undefined
  /** Accepted; every wallet of the registry is listed. */
  badge?: 'none' | 'certified' | undefined
  /** Accepted; the instance's `includeWalletIds` apply. */
  include?: string[] | undefined
  /** Accepted; the instance's `excludeWalletIds` apply. */
  exclude?: string[] | undefined
  /** Accepted; WalletConnect Pay is a cloud service Airlock has no counterpart of. */
  includePayOnly?: boolean | undefined
  /** Accepted; the registry's order applies. */
  sort?: 'default' | 'wcpay' | undefined
}

/** AppKit's `WalletListSnapshot`: the headless wallet lists. */
export type WalletListSnapshot = {
  /** The Connect view's wallets: installed and recent ones first, then featured registry ones. */
  wallets: WalletItem[]
  /** The registry wallets loaded by fetchWallets: its pages, or the results of a search. */
  wcWallets: WalletItem[]
  /** Registry pages loaded so far (40 wallets each). */
  page: number
  /** Registry wallets that match, once known. */
  count: number
  isFetchingWallets: boolean
}

/** AppKit's `WalletConnectUriSnapshot`: the WalletConnect pairing and the attempt behind it. */
export type WalletConnectUriSnapshot = {
  /** The pairing URI to show as a QR code or deep link. */
  wcUri: string | undefined
  /** The last WalletConnect attempt failed. */
  wcError: boolean
  /** A WalletConnect pairing is being made and its URI is not there yet. */
  isFetchingWcUri: boolean
  /** The wallet a connection is being made with. */
  connectingWallet: WalletItem | undefined
}

function isWalletConnect(state: AppKitState, id: string | undefined): boolean {
  return Object.values(state.adapterConnectors).some((connectors) =>
    connectors?.some((connector) => connector.id === id && connector.type === 'WALLET_CONNECT'),
  )
}

/** The headless wallet lists of `state`. */
export function readWalletList(appKit: AppKit, state: AppKitState): WalletListSnapshot {
  const wallets = getConnectList({ state, options: appKit.options }).flatMap(
    (item): WalletItem[] => {
      if (item.kind === 'connector') return [toWalletItem(item.connector, state)]
      if (item.kind === 'registry') return [registryWalletItem(item.wallet)]
      return []
    },
  )
  const { search, list } = state.wallets
  const searching = search.query !== ''
  return {
    wallets,
    wcWallets: (searching ? search.results : list).map(registryWalletItem),
    page: state.wallets.page,
    count: (searching ? search.count : state.wallets.count) ?? 0,
    isFetchingWallets: (searching ? search.status : state.wallets.listStatus) === 'loading',
  }
}

/** The WalletConnect pairing of `state` and the wallet being connected. */
export function readWalletConnectUri(appKit: AppKit, state: AppKitState): WalletConnectUriSnapshot {
  const { connection } = state
  const connectingId = connection.status === 'pending' ? connection.connectorId : undefined
  return {
    wcUri: connection.uri,
    wcError: connection.status === 'error' && isWalletConnect(state, connection.connectorId),
    isFetchingWcUri:
      connection.status === 'pending' &&
      !connection.uri &&
      isWalletConnect(state, connection.connectorId),
    connectingWallet: connectingId
      ? readWalletList(appKit, state).wallets.find((wallet) => wallet.id === connectingId)
      : undefined,
  }
}

/** Forgets the pairing URI, a failed attempt and the wallet being connected. */
export function resetWalletConnection(appKit: AppKit): void {
  closeModal(appKit)
}
