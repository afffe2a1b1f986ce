import type { AppKitState } from '../state/types.js'

/**
 * Whether the visitor may close the modal now (close button, Escape, backdrop). Always true today;
 * the one place a rule that forbids closing (SIWX sign-in required, spec §4) will go.
 */
export function canCloseModal(_state: Pick<AppKitState, 'router' | 'modal'>): boolean {
  return true
}
