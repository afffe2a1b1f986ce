import type { AppKit, ChainNamespace } from '@airlock/core'
import { useStore } from '@airlock/ui'
import { useState } from 'react'
import { connectWallet, findWalletConnector, type Wallet } from '../wallet/connectWallet.js'

export type WalletButtonProps = {
  appKit: AppKit
  /**
   * The wallet, as AppKit names it: `walletConnect`, `email`, a social login, or a wallet such as
   * `metamask` matched against the connectors' ids, rdns and names (`io.metamask`, `MetaMask`)
   * and the registry's wallets.
   */
  wallet: Wallet
  /** Only this namespace's connectors; default the active namespace's, then any. */
  namespace?: ChainNamespace | undefined
}

const labels: Record<string, string> = { walletConnect: 'WalletConnect', email: 'Email' }

/**
 * AppKit's wallet button: connects one wallet directly, without the wallet list (connectWallet).
 * Busy until the wallet answers, or the modal it opened closes.
 */
export function WalletButton({ appKit, wallet, namespace }: WalletButtonProps) {
  const connector = useStore(appKit, (state) => findWalletConnector(state, wallet, namespace))
  const [pending, setPending] = useState(false)
  const themeMode = useStore(appKit, (state) => state.theme.themeMode)
  const name = connector?.name ?? labels[wallet] ?? wallet
  const onClick = () => {
    setPending(true)
    connectWallet(appKit, { wallet, namespace })
      .catch(() => {
        // The failure is in state and the events, as AppKit reports it.
      })
      .finally(() => setPending(false))
  }
  return (
    <button
      type="button"
      className="airlock-button"
      data-theme={themeMode}
      data-wallet={wallet}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onClick}
    >
      {connector?.imageUrl ? (
        <img className="airlock-network-logo" src={connector.imageUrl} alt="" />
      ) : null}
      {name}
    </button>
  )
}
