import {
  AppKitNotCreatedError,
  closeModal,
  type OpenModalParameters,
  openModal,
} from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseAppKitReturnType = {
  open: (options?: OpenModalParameters) => Promise<void>
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
      open: async (options) => openModal(appKit, options),
      close: async () => closeModal(appKit),
    }),
    [appKit],
  )
}
