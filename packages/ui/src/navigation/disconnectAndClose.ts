import { type AppKit, closeModal, disconnect, getErrorMessageKey, showToast } from '@airlock/core'
import { text } from '../i18n/text.js'

/** Disconnects every namespace, then closes the modal; a failure shows an error toast instead. */
export function disconnectAndClose(appKit: AppKit): void {
  disconnect(appKit).then(
    () => closeModal(appKit),
    (error: unknown) =>
      showToast(appKit, {
        message: text(appKit, getErrorMessageKey(error, 'failedToDisconnect')),
        variant: 'error',
      }),
  )
}
