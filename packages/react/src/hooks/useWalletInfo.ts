import type { ChainNamespace } from '@airlock/core'
import type { WalletInfo } from '@airlock/ui'
import { readWalletInfo } from '@airlock/ui'
import { useAppKitSelector } from './useAppKitSelector.js'

/**
 * Name and icon of the wallet connected in the active namespace (or in `namespace`).
 *
 * @example const { walletInfo } = useWalletInfo('eip155')
 */
export function useWalletInfo(namespace?: ChainNamespace): {
  walletInfo: WalletInfo | undefined
} {
  return useAppKitSelector((state) => ({ walletInfo: readWalletInfo(state, namespace) }))
}
