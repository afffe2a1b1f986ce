import type { PublicState } from '@airlock/ui'
import { readPublicState } from '@airlock/ui'
import { useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitStateReturnType = PublicState

/**
 * Whether the modal is open or loading, the selected network, whether the instance is
 * initialized, and the wallet being connected.
 *
 * @example const { open, initialized } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  return useAppKitSelector(readPublicState)
}
