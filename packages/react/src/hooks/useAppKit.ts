import { AppKitNotCreatedError, closeModal } from '@airlock/core'
import type { OpenOptions, Views } from '@airlock/ui'
import { open } from '@airlock/ui'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseAppKitReturnType = {
  /**
   * Opens the modal: on `view`, narrowed to `namespace`, showing the QR code of `uri`.
   * `WalletSend` with `arguments` fills in the Send form and resolves with the hash once sent.
   */
  open: <View extends Views>(options?: OpenOptions<View>) => Promise<undefined | { hash: string }>
  close: () => Promise<void>
}

/**
 * Opens and closes the modal.
 *
 * @example const { open } = useAppKit(); open({ view: 'Networks' })
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  if (!appKit) throw new AppKitNotCreatedError('useAppKit')
  return useMemo(
    () => ({
      open: (options) => open(appKit, options),
      close: async () => closeModal(appKit),
    }),
    [appKit],
  )
}
