import type { FrameLoginResult } from '../siteBackend.js'
import type { FrameHandlerContext } from './context.js'
import { readSession } from './readSession.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/**
 * A login that came with an offer to link another login of the same verified email: the
 * visitor is asked in the frame (before any wallet is opened or made), and the server told the
 * answer; the session then belongs to the user the answer left it with. Nothing links unless
 * the visitor clicks 'Link logins'.
 */
export async function answerLinkOffer(
  context: FrameHandlerContext,
  id: string,
  login: FrameLoginResult,
  thisLogin: string,
) {
  const offer = login.linkOffer
  const answer = context.backend.answerLinkOffer
  if (!offer || !answer) return
  const accept = await withVisibleFrame(context, 'recovery', id, () =>
    context.ui.requestLinkChoice({ email: offer.email, thisLogin, otherLogin: offer.otherLogin }),
  )
  const { user: account } = await answer({ token: login.token, offerToken: offer.token, accept })
  const stored = readSession(context)
  context.sessions.setSession({ ...stored, userId: account.id, email: account.email })
}
