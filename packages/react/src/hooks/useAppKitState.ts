import { readPublicState } from '../instance/read.js'
import type { PublicState } from '../instance/types.js'
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
