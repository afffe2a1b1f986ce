import { type CaipNetwork, type CaipNetworkId, findNetwork, switchNetwork } from '@airlock/core'
import { useCallback } from 'react'
import { useAppKitSnapshot } from './useAppKitSelector.js'

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
  const { appKit, state } = useAppKitSnapshot()
  const caipNetwork = findNetwork(appKit, state.activeNetworkId)
  return {
    caipNetwork,
    caipNetworkId: state.activeNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: useCallback(
      (network: CaipNetwork) => switchNetwork(appKit, { network }),
      [appKit],
    ),
  }
}
