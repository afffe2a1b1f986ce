import type { CaipNetworkId, ChainNamespace } from '@airlock/core'
import { useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitStateReturnType = {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId
  activeChain: ChainNamespace | undefined
}

/** Whether the modal is open, and the selected network. */
export function useAppKitState(): UseAppKitStateReturnType {
  return useAppKitSelector((state) => ({
    open: state.modal.open,
    loading: state.modal.loading,
    selectedNetworkId: state.activeNetworkId,
    activeChain: state.activeNamespace,
  }))
}
