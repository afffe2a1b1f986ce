import { isUserRejection, UserRejectedRequestError } from '@airlock/core'

/**
 * Gives a user rejection the one class core knows (`UserRejectedRequestError`), keeping the
 * wallet's error, and its EIP-1193 code 4001, as `cause`. Every other error passes through as is.
 */
export function toAdapterError(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError(error)
  return error
}
