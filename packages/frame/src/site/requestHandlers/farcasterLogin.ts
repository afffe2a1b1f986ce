import { apiErrorCodes, FarcasterLoginError } from '@airlock/blockchain-api'
import { SocialLoginFailedError, UnsupportedRequestError } from '../../errors/frame.js'
import type { FrameRequestHandler } from './context.js'

/** How often the frame asks whether the Farcaster app has signed. */
const farcasterPollMs = 1_000

/** `GET_FARCASTER_URI`: opens an attempt; the newest one is the one CONNECT_FARCASTER waits for. */
export const getFarcasterUri: FrameRequestHandler<'GET_FARCASTER_URI'> = async (context) => {
  if (!context.backend.startFarcasterLogin) throw new UnsupportedRequestError('GET_FARCASTER_URI')
  const attempt = await context.backend.startFarcasterLogin({
    origin: context.embedderOrigin,
    deviceId: context.deviceId,
  })
  context.state.farcasterAttempt = { attemptId: attempt.attemptId, secret: attempt.secret }
  return { url: attempt.url }
}

/** `CONNECT_FARCASTER`: waits until the Farcaster app has signed, then answers the user name. */
export const connectFarcaster: FrameRequestHandler<'CONNECT_FARCASTER'> = async (context) => {
  const { state } = context
  const attempt = state.farcasterAttempt
  const connect = context.backend.connectFarcasterLogin
  if (!attempt || !connect) throw new SocialLoginFailedError()
  // The Farcaster app signs on the phone: ask the server until it has the answer (it
  // refuses once the attempt expired), or until a newer attempt replaced this one.
  for (;;) {
    try {
      const { token, user: account } = await connect({
        ...attempt,
        origin: context.embedderOrigin,
        deviceId: context.deviceId,
      })
      if (state.farcasterAttempt === attempt) state.farcasterAttempt = undefined
      context.sessions.setSession({
        token,
        userId: account.id,
        email: account.email,
        socialProvider: account.socialProvider,
        userName: account.userName,
      })
      return { userName: account.userName ?? '' }
    } catch (error) {
      const pending =
        error instanceof FarcasterLoginError && error.reason === apiErrorCodes.farcasterPending
      if (!pending || state.farcasterAttempt !== attempt) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, farcasterPollMs))
  }
}
