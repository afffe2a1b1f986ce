import { type ConnectedWalletInfo, selectAccount } from '@airlock/core'
import { useAppKitSnapshot } from './useAppKitSelector.js'

/** Name and icon of the connected wallet. */
export function useWalletInfo(): { walletInfo: Readonly<ConnectedWalletInfo> | undefined } {
  const { state } = useAppKitSnapshot()
  return { walletInfo: selectAccount(state)?.connectedWalletInfo }
}
