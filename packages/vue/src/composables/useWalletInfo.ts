import type { ChainNamespace } from '@airlock/core'
import { readWalletInfo, type WalletInfo } from '@airlock/ui'
import { readThrough, requireAppKit, useAppKitSelection } from './useAppKitSelection.js'

/**
 * Name and icon of the wallet connected in the active namespace (or in `namespace`), as a
 * reactive object. Throws before createAppKit.
 *
 * @example const { walletInfo } = toRefs(useWalletInfo('eip155'))
 */
export function useWalletInfo(namespace?: ChainNamespace): Readonly<{
  walletInfo: WalletInfo | undefined
}> {
  requireAppKit('useAppKit')
  return readThrough(
    useAppKitSelection((state) => ({ walletInfo: readWalletInfo(state, namespace) }), {
      walletInfo: undefined,
    }),
  )
}
