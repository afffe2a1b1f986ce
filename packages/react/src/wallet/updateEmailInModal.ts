import {
  type AppKit,
  AuthConnectorNotFoundError,
  AuthNotConnectedError,
  closeModal,
  ID_AUTH,
  openModal,
  UserRejectedRequestError,
  watchState,
} from '@airlock/core'

export type UpdateEmailInModalReturnType = { email: string }
export type UpdateEmailInModalErrorType =
  | AuthConnectorNotFoundError
  | AuthNotConnectedError
  | UserRejectedRequestError

/**
 * AppKit's email update from the wallet button: opens the modal on UpdateEmailWallet, where the
 * visitor types the new email and confirms the codes sent to both addresses (core's updateEmail,
 * updateEmailPrimaryOtp, updateEmailSecondaryOtp). Resolves with the new email once it is stored,
 * closing the modal; closing the modal first rejects with UserRejectedRequestError.
 *
 * @example const { email } = await updateEmailInModal(appKit)
 */
export function updateEmailInModal(appKit: AppKit): Promise<UpdateEmailInModalReturnType> {
  const { state } = appKit
  if (!appKit.auth) return Promise.reject(new AuthConnectorNotFoundError())
  const namespace = state.activeNamespace
  if (!namespace || state.chains[namespace]?.connectorId !== ID_AUTH) {
    return Promise.reject(new AuthNotConnectedError())
  }
  const before = state.auth.email
  return new Promise((resolve, reject) => {
    const check = () => {
      const email = state.auth.email
      if (email && email !== before) {
        stop()
        closeModal(appKit)
        resolve({ email })
      } else if (state.chains[namespace]?.connectorId !== ID_AUTH) {
        // Logged out meanwhile: there is no email left to update.
        stop()
        reject(new AuthNotConnectedError())
      } else if (!state.modal.open) {
        stop()
        reject(new UserRejectedRequestError())
      }
    }
    const stop = watchState(appKit, check)
    openModal(appKit, { view: 'UpdateEmailWallet' })
  })
}
