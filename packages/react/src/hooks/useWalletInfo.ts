import type { ChainNamespace } from '@airlock/core'
import { readWalletInfo } from '../instance/read.js'
import type { WalletInfo } from '../instance/types.js'
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
