import { AirlockError } from '@airlock/blockchain-api'
import { UserRejectedRequestError } from '../errors/appKit.js'
import { RpcNotAllowedError } from '../errors/auth.js'

/**
 * EIP-1193's `ProviderRpcError`, as the embedded wallet's provider throws it: viem (so wagmi),
 * ethers and dapps reading `error.code === 4001` need the numeric code on the error itself, which
 * the family's string codes cannot carry. The family's error is its `cause`, so
 * `isUserRejection` and `error.cause instanceof UserRejectedRequestError` hold as well.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError' as const
  /** EIP-1193 / EIP-1474: 4001 rejected by the visitor, 4200 unsupported method, -32603 internal… */
  readonly code: number
  /** The family's stable code of the failure, e.g. `USER_REJECTED`. */
  readonly data: { code: string } | undefined
  constructor(parameters: { code: number; cause: unknown }) {
    const { cause } = parameters
    super(
      cause instanceof AirlockError
        ? cause.shortMessage
        : cause instanceof Error
          ? cause.message
          : 'An error occurred',
      { cause },
    )
    this.code = parameters.code
    this.data = cause instanceof AirlockError ? { code: cause.code } : undefined
  }
}

/** The EIP-1193 code of a failure: its own `rpcCode` (the frame's answers), else by its class. */
function rpcCodeOf(error: unknown): number {
  if (error instanceof UserRejectedRequestError) return 4001
  if (error instanceof RpcNotAllowedError) return 4200
  const rpcCode = (error as { rpcCode?: unknown } | null)?.rpcCode
  return typeof rpcCode === 'number' ? rpcCode : -32603
}

/** What the provider's `request` rejects with: the failure as an EIP-1193 error. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  return new ProviderRpcError({ code: rpcCodeOf(error), cause: error })
}

/**
 * A frame answer as core's family sees it: the visitor's Reject (the frame host's
 * FrameUserRejectedError, EIP-1193 4001) becomes UserRejectedRequestError; the rest stays.
 */
export function fromFrameError(error: unknown): unknown {
  return error instanceof AirlockError && error.code === 'FRAME_USER_REJECTED'
    ? new UserRejectedRequestError(error)
    : error
}
