import { closeModal, openModal } from '@airlock/core'
import type { OpenOptions } from '@airlock/ui'
import { requireAppKit } from './useAppKitSelection.js'

export type UseAppKitReturn = {
  /** Opens the modal: on `view`, narrowed to `namespace`. */
  open: (options?: OpenOptions) => Promise<void>
  close: () => Promise<void>
}

/**
 * Opens and closes the modal of the instance createAppKit made. Throws before createAppKit, as
 * AppKit's does.
 *
 * @example const { open } = useAppKit(); open({ view: 'Networks' })
 */
export function useAppKit(): UseAppKitReturn {
  requireAppKit('useAppKit')
  return {
    open: async (options) => openModal(requireAppKit('useAppKit'), options),
    close: async () => closeModal(requireAppKit('useAppKit')),
  }
}
