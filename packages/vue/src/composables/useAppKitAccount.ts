import type { ChainNamespace } from '@airlock/core'
import { disconnectedAccount, readAccount, type UseAppKitAccountReturn } from '@airlock/ui'
import type { Ref } from 'vue'
import { injectInitialAccount } from '../provideAppKitInitialState.js'
import { useAppKitSelection } from './useAppKitSelection.js'

/**
 * The connected account of the active namespace (or of `namespace`), as a ref. Before
 * createAppKit, and before anything connects, it holds the disconnected account (as in AppKit);
 * with `provideAppKitInitialState`, that account until the instance has set up.
 *
 * @example const account = useAppKitAccount(); account.value.address
 */
export function useAppKitAccount(
  options: { namespace?: ChainNamespace | undefined } = {},
): Readonly<Ref<UseAppKitAccountReturn>> {
  const initial = injectInitialAccount()
  const start =
    initial && (!options.namespace || initial.caipAddress?.startsWith(`${options.namespace}:`))
      ? initial
      : disconnectedAccount
  return useAppKitSelection(
    (state) =>
      start !== disconnectedAccount && !state.modal.initialized
        ? start
        : readAccount(state, options.namespace),
    start,
  )
}
