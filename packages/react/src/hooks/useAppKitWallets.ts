import {
  type ChainNamespace,
  closeModal,
  connect,
  fetchWallets,
  getConnectList,
  searchWallets,
} from '@airlock/core'
import { useMemo } from 'react'
import { registryWalletItem, toWalletItem } from '../instance/read.js'
import type { WalletItem } from '../instance/types.js'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitWalletsReturnType = {
  /** The Connect view's wallets: installed and recent ones first, then featured registry ones. */
  wallets: WalletItem[]
  /** The registry wallets loaded by fetchWallets: its pages, or the results of a search. */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  /** A WalletConnect pairing is being made and its URI is not there yet. */
  isFetchingWcUri: boolean
  /** Adapters are set up and stored connections restored. */
  isInitialized: boolean
  /** The WalletConnect pairing URI to show as a QR code or deep link. */
  wcUri: string | undefined
  wcError: boolean
  connectingWallet: WalletItem | undefined
  /** Registry pages loaded so far (40 wallets each). */
  page: number
  /** Registry wallets that match, once known. */
  count: number
  /** Loads page `page` of the registry (default: the next), or searches it for `query`. */
  fetchWallets: (options?: { page?: number; query?: string }) => Promise<void>
  /**
   * Connects `wallet`: an installed one through its connector, any other through WalletConnect
   * (its URI appears in `wcUri`). Rejects with the connection's typed error.
   */
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  /** Forgets the pairing URI and a failed attempt. */
  resetWcUri: () => void
  resetConnectingWallet: () => void
}

/**
 * AppKit's headless API, open to every project: the wallets to list in your own UI, with search
 * and paging over the registry, connecting by wallet and the WalletConnect URI.
 *
 * @example
 * const { wallets, connect, wcUri } = useAppKitWallets()
 * wallets.map((wallet) => <button onClick={() => connect(wallet)}>{wallet.name}</button>)
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const appKit = useAppKitOrThrow()
  const view = useAppKitSelector((state) => {
    const items = getConnectList({ state, options: appKit.options })
    const wallets = items.flatMap((item): WalletItem[] => {
      if (item.kind === 'connector') return [toWalletItem(item.connector, state)]
      if (item.kind === 'registry') return [registryWalletItem(item.wallet)]
      return []
    })
    const { search, list } = state.wallets
    const searching = search.query !== ''
    const connectingId = state.connection.status === 'pending' ? state.connection.connectorId : ''
    const isWalletConnect = (id: string | undefined) =>
      Object.values(state.adapterConnectors).some((connectors) =>
        connectors?.some((connector) => connector.id === id && connector.type === 'WALLET_CONNECT'),
      )
    return {
      wallets,
      wcWallets: (searching ? search.results : list).map(registryWalletItem),
      isFetchingWallets: (searching ? search.status : state.wallets.listStatus) === 'loading',
      isFetchingWcUri:
        state.connection.status === 'pending' &&
        !state.connection.uri &&
        isWalletConnect(state.connection.connectorId),
      isInitialized: !state.modal.loading,
      wcUri: state.connection.uri,
      wcError: state.connection.status === 'error' && isWalletConnect(state.connection.connectorId),
      connectingWallet: wallets.find((wallet) => wallet.id === connectingId),
      page: state.wallets.page,
      count: (searching ? search.count : state.wallets.count) ?? 0,
    }
  })
  const actions = useMemo(
    () => ({
      fetchWallets: async ({ page, query }: { page?: number; query?: string } = {}) => {
        if (query !== undefined) return searchWallets(appKit, { search: query })
        await searchWallets(appKit, { search: '' })
        return fetchWallets(appKit, { page: page ?? appKit.state.wallets.page + 1 })
      },
      connect: async (wallet: WalletItem, namespace?: ChainNamespace) => {
        const installed = wallet.connectors.find(
          (connector) => !namespace || connector.chain === namespace,
        )
        const walletConnect = Object.values(appKit.state.adapterConnectors)
          .flatMap((connectors) => connectors ?? [])
          .find((connector) => connector.type === 'WALLET_CONNECT')
        const connectorId = installed ? wallet.id : (walletConnect?.id ?? wallet.id)
        await connect(appKit, { connectorId, namespace })
      },
      resetWcUri: () => closeModal(appKit),
      resetConnectingWallet: () => closeModal(appKit),
    }),
    [appKit],
  )
  return { ...view, ...actions }
}
