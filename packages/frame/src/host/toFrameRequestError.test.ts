import { expect, it } from 'vitest'
import { FrameRequestError } from '../errors/frame.js'
import { FrameStorageUnavailableError } from '../errors/storage.js'
import { toErrorPayload } from '../site/requestHandlers/toErrorPayload.js'
import { toFrameRequestError } from './toFrameRequestError.js'

it('a frame that has no storage reaches the page as FrameStorageUnavailableError, the request named', () => {
  // What the frame answers when its share store cannot open, as the host reads it.
  const payload = toErrorPayload(new FrameStorageUnavailableError())
  expect(payload).toMatchObject({ data: { code: 'FRAME_STORAGE_UNAVAILABLE' } })
  const error = toFrameRequestError('@w3m-app/GET_USER', payload)
  expect(error).toBeInstanceOf(FrameStorageUnavailableError)
  expect(error).toMatchObject({
    code: 'FRAME_STORAGE_UNAVAILABLE',
    requestType: '@w3m-app/GET_USER',
    shortMessage: new FrameStorageUnavailableError().shortMessage,
  })
  // Any other failure of the frame stays a FrameRequestError.
  expect(toFrameRequestError('@w3m-app/GET_USER', { code: -32603, message: 'x' })).toBeInstanceOf(
    FrameRequestError,
  )
})
