import { UserRejectedRequestError } from '@airlock/core'
import { UnsupportedWalletMethodError } from './errors.js'

/** The wallet's own error under ethers' wrapping (v6 `info.error`, v5 `error`, `cause`). */
export function findWalletError(error: unknown, code: number): unknown {
  const queue: unknown[] = [error]
  for (let seen = 0; seen < 12 && queue.length > 0; seen++) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null) continue
    const candidate = current as {
      code?: unknown
      cause?: unknown
      error?: unknown
      info?: { error?: unknown }
      data?: { originalError?: unknown }
    }
    if (candidate.code === code) return candidate
    queue.push(
      candidate.info?.error,
      candidate.error,
      candidate.cause,
      candidate.data?.originalError,
    )
  }
  return undefined
}

/**
 * Gives a user's refusal core's one class, with the wallet's 4001 error as `cause` (ethers
 * reports it as `ACTION_REJECTED` and keeps the wallet's error inside); a method the wallet does
 * not have (4200) becomes `UnsupportedWalletMethodError`. Anything else passes through.
 */
export function toAdapterError(error: unknown, method?: string): unknown {
  if (error instanceof UserRejectedRequestError) return error
  const rejection = findWalletError(error, 4001)
  if (rejection || (error as { code?: unknown } | null)?.code === 'ACTION_REJECTED') {
    return new UserRejectedRequestError(rejection ?? error)
  }
  const unsupported = findWalletError(error, 4200)
  if (unsupported && method) return new UnsupportedWalletMethodError(method, unsupported)
  return error
}
