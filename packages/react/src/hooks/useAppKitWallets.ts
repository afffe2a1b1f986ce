import type { ChainNamespace } from '@airlock/core'
import type { WalletItem } from '@airlock/ui'
import {
  connectWalletItem,
  type FetchWalletsOptions,
  fetchWalletList,
  prefetchWalletConnectUriOnDemand,
  readWalletConnectUri,
  readWalletList,
  resetWalletConnection,
} from '@airlock/ui'
import { useMemo } from 'react'
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
  /** AppKit: the WalletConnect relay client's id. Not exposed by Airlock's client: null. */
  wcClientId: string | null
  connectingWallet: WalletItem | undefined
  /** Registry pages loaded so far (40 wallets each). */
  page: number
  /** Registry wallets that match, once known. */
  count: number
  /** Loads page `page` of the registry (default: the next), or searches it for `search`. */
  fetchWallets: (options?: FetchWalletsOptions) => Promise<void>
  /**
   * Connects `wallet`: an installed one through its connector, any other through WalletConnect
   * (its URI appears in `wcUri`). Rejects with the connection's typed error.
   */
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  /**
   * Starts a WalletConnect pairing ahead (its URI in `wcUri`, `isFetchingWcUri` meanwhile), so a
   * later click opens a wallet's deep link at once, as iOS Safari needs.
   */
  getWcUri: () => Promise<void>
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
    const { isFetchingWallets, ...lists } = readWalletList(appKit, state)
    return {
      ...lists,
      ...readWalletConnectUri(appKit, state),
      isFetchingWallets,
      isInitialized: state.modal.initialized,
    }
  })
  const actions = useMemo(
    () => ({
      fetchWallets: (options?: FetchWalletsOptions) => fetchWalletList(appKit, options),
      connect: (wallet: WalletItem, namespace?: ChainNamespace) =>
        connectWalletItem(appKit, wallet, namespace),
      getWcUri: () => prefetchWalletConnectUriOnDemand(appKit),
      resetWcUri: () => resetWalletConnection(appKit),
      resetConnectingWallet: () => resetWalletConnection(appKit),
    }),
    [appKit],
  )
  return { ...view, wcClientId: null, ...actions }
}
