import { AirlockError } from '@airlock/blockchain-api'
import { frameErrorCodes } from '../../protocol/schemas.js'
import type { FrameHandlerContext } from './context.js'
import { toErrorPayload } from './toErrorPayload.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/**
 * Answers that refuse the request itself (the visitor's Reject, no login, a method or capability
 * the frame does not serve, a chain the RPC does not serve, invalid parameters): trying again
 * would give the same answer, so the dapp gets it at once.
 */
const refusals = new Set<number>([
  frameErrorCodes.userRejected,
  frameErrorCodes.unauthorized,
  frameErrorCodes.unsupportedMethod,
  4900, // disconnected
  frameErrorCodes.chainDisconnected,
  frameErrorCodes.invalidParams,
])

/** The frame's own refusals of what a request holds (F10 and its kin): the same every time. */
const refusedRequests = new Set([
  'FRAME_MESSAGE_IS_TRANSACTION',
  'MALFORMED_SOLANA_MESSAGE',
  'MALFORMED_SOLANA_TRANSACTION',
  'SOLANA_SIGNER_MISSING',
  'SMART_ACCOUNT_CANNOT_SIGN_MESSAGES',
])

/**
 * What the failure says, short: the family's short message; for viem's, its short message and the
 * node's or server's own words (`details` of the innermost cause: "insufficient funds …").
 */
function describeFailure(error: unknown): string {
  if (error instanceof AirlockError) return error.shortMessage
  let details: string | undefined
  let cause = error as { details?: unknown; cause?: unknown } | null | undefined
  for (let depth = 0; cause && depth < 10; depth++, cause = cause.cause as typeof cause)
    if (typeof cause.details === 'string' && cause.details) details = cause.details
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  const parts = [short, details].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  )
  const message =
    parts.length > 0 ? [...new Set(parts)].join(' ') : (toErrorPayload(error).message ?? '')
  return message.length > 300 ? `${message.slice(0, 299)}…` : message
}

/**
 * After a request the visitor asked for failed in the frame (the server or the chain did not
 * answer, a part of the frame did not load, the chain refused the transaction): shows why, with
 * Try again and Cancel. Resolves true when the visitor tries again; false at once for a refusal
 * (`refusals`, EIP-5792's 57xx, `refusedRequests`) or a request the dapp gave up (`signal`), else
 * on Cancel.
 */
export async function offerRetry(
  context: FrameHandlerContext,
  id: string,
  error: unknown,
  signal: AbortSignal,
): Promise<boolean> {
  const code = toErrorPayload(error).code ?? frameErrorCodes.internal
  if (signal.aborted || refusals.has(code) || (code >= 5700 && code < 5800)) return false
  if (error instanceof AirlockError && refusedRequests.has(error.code)) return false
  return withVisibleFrame(context, 'approve', id, () =>
    context.ui.requestRetry({ message: describeFailure(error), signal }),
  )
}
