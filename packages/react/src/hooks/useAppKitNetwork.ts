import type { AppKitNetwork } from '@airlock/core'
import type { NetworkState, SwitchNetworkOptions, UseAppKitNetworkReturn } from '@airlock/ui'
import { loadLazyActions, readNetwork, unknownNetwork } from '@airlock/ui'
import { useCallback } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'
import { useOptionalAppKitSelector } from './useAppKitSelector.js'

/** @deprecated AppKit's name is UseAppKitNetworkReturn. */
export type UseAppKitNetworkReturnType = UseAppKitNetworkReturn

/**
 * The active network, without a way to switch (AppKit's `useAppKitNetworkCore`).
 *
 * @example const { chainId } = useAppKitNetworkCore()
 */
export function useAppKitNetworkCore(): NetworkState {
  return useOptionalAppKitSelector((state, appKit) => readNetwork(appKit, state), unknownNetwork)
}

/**
 * The active network and a way to switch it (the wallet follows when connected). As in AppKit,
 * a failed switch shows an error toast and resolves; pass `{ throwOnFailure: true }` to get the
 * error. Before createAppKit the fields are undefined and switching does nothing.
 *
 * @example const { chainId, switchNetwork } = useAppKitNetwork()
 */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const appKit = useAppKitInstance()
  const network = useAppKitNetworkCore()
  return {
    ...network,
    switchNetwork: useCallback(
      async (target: AppKitNetwork, { throwOnFailure = false }: SwitchNetworkOptions = {}) => {
        if (!appKit) return
        const { switchNetwork } = await loadLazyActions()
        await switchNetwork(appKit, { network: target, throwOnFailure })
      },
      [appKit],
    ),
  }
}
