import { type CaipNetwork, type CaipNetworkId, findNetwork, switchNetwork } from '@airlock/core'
import { useCallback } from 'react'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId
  chainId: number | string | undefined
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network and a way to switch it (the wallet follows when connected).
 *
 * @example const { chainId, switchNetwork } = useAppKitNetwork()
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitOrThrow()
  const caipNetworkId = useAppKitSelector((state) => state.activeNetworkId)
  const caipNetwork = findNetwork(appKit, caipNetworkId)
  return {
    caipNetwork,
    caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: useCallback(
      (network: CaipNetwork) => switchNetwork(appKit, { network }),
      [appKit],
    ),
  }
}
