import type { ChainNamespace } from '@airlock/core'
import type { UseAppKitAccountReturn } from '@airlock/ui'
import { disconnectedAccount, readAccount } from '@airlock/ui'
import { useOptionalAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace | undefined }

/** @deprecated AppKit's name is UseAppKitAccountReturn. */
export type UseAppKitAccountReturnType = UseAppKitAccountReturn

/**
 * The connected account of the active namespace (or of `namespace`). Before createAppKit, and
 * before anything connects, it is the disconnected account (as in AppKit).
 *
 * @example const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(
  parameters: UseAppKitAccountParameters = {},
): UseAppKitAccountReturn {
  return useOptionalAppKitSelector(
    (state) => readAccount(state, parameters.namespace),
    disconnectedAccount,
  )
}
