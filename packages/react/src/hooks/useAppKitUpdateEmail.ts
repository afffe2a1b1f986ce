import { UnexpectedError } from '@airlock/core'
import { useCallback, useRef, useState } from 'react'
import { updateEmailInModal } from '../wallet/updateEmailInModal.js'
import { useAppKitOrThrow } from './useAppKitSelector.js'

export type UseAppKitUpdateEmailParameters = {
  onSuccess?: ((data: { email: string }) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitUpdateEmailReturnType = {
  /** The email the last `updateEmail` moved the embedded wallet to. */
  data: { email: string } | undefined
  /**
   * Why the last `updateEmail` failed: AuthConnectorNotFoundError, AuthNotConnectedError (the
   * active account is not an email or social login) or UserRejectedRequestError (modal closed).
   */
  error: Error | undefined
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  /**
   * Opens the modal's email update for the logged-in email wallet. Never rejects: the outcome is
   * in `data` / `error` and the callbacks.
   */
  updateEmail: () => Promise<void>
}

/**
 * AppKit's `useAppKitUpdateEmail` (`@reown/appkit-wallet-button/react`): lets the visitor move
 * their email wallet to another email, from your own button.
 *
 * @example
 * const { updateEmail, data } = useAppKitUpdateEmail({ onSuccess: ({ email }) => log(email) })
 * <button onClick={updateEmail}>Change email</button>
 */
export function useAppKitUpdateEmail(
  parameters: UseAppKitUpdateEmailParameters = {},
): UseAppKitUpdateEmailReturnType {
  const appKit = useAppKitOrThrow()
  const [outcome, setOutcome] = useState<{ data?: { email: string }; error?: Error }>({})
  const [isPending, setPending] = useState(false)
  // The latest callbacks, without making `updateEmail` change on every render.
  const latest = useRef(parameters)
  latest.current = parameters
  const updateEmail = useCallback(async () => {
    setPending(true)
    setOutcome((last) => ({ data: last.data }))
    try {
      const data = await updateEmailInModal(appKit)
      setOutcome({ data })
      latest.current.onSuccess?.(data)
    } catch (caught) {
      const error = caught instanceof Error ? caught : new UnexpectedError(caught)
      setOutcome((last) => ({ data: last.data, error }))
      latest.current.onError?.(error)
    } finally {
      setPending(false)
    }
  }, [appKit])
  return {
    data: outcome.data,
    error: outcome.error,
    isPending,
    isError: outcome.error !== undefined,
    isSuccess: outcome.data !== undefined,
    updateEmail,
  }
}
