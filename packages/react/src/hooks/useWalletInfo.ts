import { type ConnectedWalletInfo, selectAccount } from '@airlock/core'
import { useAppKitSelector } from './useAppKitSelector.js'

/** Name and icon of the connected wallet. */
export function useWalletInfo(): { walletInfo: Readonly<ConnectedWalletInfo> | undefined } {
  return useAppKitSelector((state) => ({ walletInfo: selectAccount(state)?.connectedWalletInfo }))
}
