import { closeModal } from '@airlock/core'
import { type OpenOptions, open, type Views } from '@airlock/ui'
import { requireAppKit } from './useAppKitSelection.js'

export type UseAppKitReturn = {
  /**
   * Opens the modal: on `view`, narrowed to `namespace`, showing the QR code of `uri`.
   * `WalletSend` with `arguments` fills in the Send form and resolves with the hash once sent.
   */
  open: <View extends Views>(options?: OpenOptions<View>) => Promise<undefined | { hash: string }>
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
    open: (options) => open(requireAppKit('useAppKit'), options),
    close: async () => closeModal(requireAppKit('useAppKit')),
  }
}
