import {
  SocialLoginFailedError,
  UnsupportedRequestError,
  UserRejectedError,
} from '../../errors/frame.js'
import type { FrameRequestHandler } from './context.js'
import { readSession } from './readSession.js'
import { parseSocialResult } from './socialLogin.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/** `GET_SOCIAL_LINK_URI`: opens an attempt to link a login to this session's user. */
export const getSocialLinkUri: FrameRequestHandler<'GET_SOCIAL_LINK_URI'> = async (
  context,
  { provider },
) => {
  const start = context.backend.startSocialLink
  if (!start) throw new UnsupportedRequestError('Social login linking')
  const attempt = await start({ token: readSession(context).token, provider })
  context.state.socialAttempts.set(attempt.attemptId, attempt.secret)
  return { uri: attempt.uri }
}

/**
 * `LINK_SOCIAL`: the login the provider step found is named on the frame's card; only the
 * visitor's click there links it (a page cannot click, and a login someone else finished at the
 * provider shows a name that is not theirs).
 */
export const linkSocial: FrameRequestHandler<'LINK_SOCIAL'> = async (context, { uri }, id) => {
  const { backend, state } = context
  const ask = context.ui.requestSocialLink
  if (!backend.readSocialLink || !backend.linkSocialLogin || !ask) {
    throw new UnsupportedRequestError('Social login linking')
  }
  const { attemptId, result } = parseSocialResult(uri)
  const secret = state.socialAttempts.get(attemptId)
  if (!secret) throw new SocialLoginFailedError()
  state.socialAttempts.delete(attemptId)
  const redeem = { token: readSession(context).token, attemptId, secret, result }
  const found = await backend.readSocialLink(redeem)
  const confirmed = await withVisibleFrame(context, 'approve', id, () =>
    ask({ ...found, origin: context.embedderOrigin }),
  )
  if (!confirmed) throw new UserRejectedError()
  const linked = await backend.linkSocialLogin(redeem)
  return { socialProvider: linked.provider, userName: linked.userName }
}
