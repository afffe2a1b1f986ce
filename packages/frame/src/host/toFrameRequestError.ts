import {
  FrameRequestError,
  FrameUnsupportedMethodError,
  FrameUserRejectedError,
} from '../errors/frame.js'
import { FrameStorageUnavailableError, frameStorageUnavailableCode } from '../errors/storage.js'
import { type FrameErrorPayload, frameErrorCodes } from '../protocol/schemas.js'

/** The typed error of a frame's error answer to `requestType`, by the answer's EIP-1193 code. */
export function toFrameRequestError(
  requestType: string,
  payload: FrameErrorPayload | undefined,
):
  | FrameRequestError
  | FrameUserRejectedError
  | FrameUnsupportedMethodError
  | FrameStorageUnavailableError {
  if (payload?.code === frameErrorCodes.userRejected)
    return new FrameUserRejectedError({ requestType })
  if (payload?.code === frameErrorCodes.unsupportedMethod)
    return new FrameUnsupportedMethodError({ requestType, message: payload.message })
  if (payload?.data?.code === frameStorageUnavailableCode)
    return new FrameStorageUnavailableError({ requestType })
  return new FrameRequestError({
    requestType,
    message: payload?.message,
    rpcCode: payload?.code,
    frameCode: payload?.data?.code,
  })
}
