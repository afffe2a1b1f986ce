import { AirlockError } from '@airlock/blockchain-api'
import { type FrameErrorPayload, frameErrorCodes } from '../../protocol/schemas.js'

/** The EIP-1193 code of the frame's own failures, by their stable code. */
const codes: Record<string, number> = {
  USER_REJECTED: frameErrorCodes.userRejected,
  FRAME_NOT_LOGGED_IN: frameErrorCodes.unauthorized,
  SOCIAL_LOGIN_FAILED: frameErrorCodes.unauthorized,
  FRAME_UNSUPPORTED: frameErrorCodes.unsupportedMethod,
  FRAME_CHAIN_MISMATCH: frameErrorCodes.chainDisconnected,
}

/**
 * A failed request's error answer: `{ code, message, data }`. The frame's own errors get their
 * EIP-1193 code (an EIP-5792 error its own number) and their stable code in `data.code`; an RPC
 * error from the chain keeps its JSON-RPC code; anything else is internal (-32603).
 */
export function toErrorPayload(error: unknown): FrameErrorPayload {
  if (error instanceof AirlockError)
    return {
      code: codes[error.code] ?? (Number(/^EIP5792_(\d+)$/.exec(error.code)?.[1]) || -32603),
      message: error.shortMessage,
      data: { code: error.code },
    }
  const code = (error as { code?: unknown } | null)?.code
  return {
    code: Number.isInteger(code) ? (code as number) : frameErrorCodes.internal,
    message: error instanceof Error ? error.message.slice(0, 2000) : 'An error occurred',
  }
}
