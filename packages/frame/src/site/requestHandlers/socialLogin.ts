import { SocialLoginFailedError } from '../../errors/frame.js'
import { answerLinkOffer } from './answerLinkOffer.js'
import type { FrameRequestHandler } from './context.js'
import { readUser } from './readUser.js'

/** `GET_SOCIAL_REDIRECT_URI`: opens an attempt with the provider; its secret stays here. */
export const getSocialRedirectUri: FrameRequestHandler<'GET_SOCIAL_REDIRECT_URI'> = async (
  context,
  { provider },
) => {
  const attempt = await context.backend.startSocialLogin({
    provider,
    origin: context.embedderOrigin,
    deviceId: context.deviceId,
  })
  context.state.socialAttempts.set(attempt.attemptId, attempt.secret)
  return { uri: attempt.uri }
}

/** `CONNECT_SOCIAL`: redeems the provider's result for a session, then answers the user. */
export const connectSocial: FrameRequestHandler<'CONNECT_SOCIAL'> = async (
  context,
  { uri, chainId, rpcUrl, preferredAccountType },
  id,
) => {
  const { state } = context
  // The chain's RPC comes with the login (as with GET_USER), for the smart account.
  if (rpcUrl) state.rpcUrl = rpcUrl
  const { attemptId, result } = parseSocialResult(uri)
  const secret = state.socialAttempts.get(attemptId)
  if (!secret) throw new SocialLoginFailedError()
  state.socialAttempts.delete(attemptId)
  const login = await context.backend.connectSocialLogin({
    attemptId,
    secret,
    result,
    origin: context.embedderOrigin,
    deviceId: context.deviceId,
  })
  const { token, user: account } = login
  context.sessions.setSession({
    token,
    userId: account.id,
    email: account.email,
    socialProvider: account.socialProvider,
    userName: account.userName,
  })
  await answerLinkOffer(context, id, login, account.socialProvider ?? 'social')
  return readUser(context, id, chainId, preferredAccountType)
}

/**
 * `airlock:social/<attempt>?r=<result>`: the result reached only the window that opened the
 * provider step, so a login finished from a forwarded link cannot be redeemed here.
 */
export function parseSocialResult(uri: string): { attemptId: string; result: string } {
  const [, attemptId, result] =
    /^airlock:social\/([0-9a-f-]{36})\?r=([A-Za-z0-9_-]{32,128})$/.exec(uri) ?? []
  if (!attemptId || !result) throw new SocialLoginFailedError()
  return { attemptId, result }
}
