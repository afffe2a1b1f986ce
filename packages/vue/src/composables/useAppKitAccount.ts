import type { ChainNamespace } from '@airlock/core'
import { disconnectedAccount, readAccount, type UseAppKitAccountReturn } from '@airlock/ui'
import type { Ref } from 'vue'
import { useAppKitSelection } from './useAppKitSelection.js'

/**
 * The connected account of the active namespace (or of `namespace`), as a ref. Before
 * createAppKit, and before anything connects, it holds the disconnected account (as in AppKit).
 *
 * @example const account = useAppKitAccount(); account.value.address
 */
export function useAppKitAccount(
  options: { namespace?: ChainNamespace | undefined } = {},
): Readonly<Ref<UseAppKitAccountReturn>> {
  return useAppKitSelection((state) => readAccount(state, options.namespace), disconnectedAccount)
}
