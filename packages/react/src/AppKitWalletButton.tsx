import type { ChainNamespace } from '@airlock/core'
import { WalletButton } from './elements/WalletButton.js'
import { useAppKitOrThrow } from './hooks/useAppKitSelector.js'
import type { Wallet } from './wallet/connectWallet.js'

export type AppKitWalletButtonProps = {
  /** `walletConnect`, `email`, a social login or a wallet (`metamask`, an rdns, a registry id). */
  wallet: Wallet
  namespace?: ChainNamespace | undefined
}

/**
 * `<appkit-wallet-button>` as a React component: a button that connects one wallet directly.
 *
 * @example <AppKitWalletButton wallet="metamask" namespace="eip155" />
 */
export function AppKitWalletButton(props: AppKitWalletButtonProps) {
  return <WalletButton {...props} appKit={useAppKitOrThrow()} />
}
