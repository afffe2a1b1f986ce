import { NotLoggedInError } from '../../errors/frame.js'
import type { StoredFrameSession } from '../createSessionStore.js'
import type { FrameHandlerContext } from './context.js'

/** The frame's login session, else a NotLoggedInError. */
export function readSession(context: FrameHandlerContext): StoredFrameSession {
  const stored = context.sessions.getSession()
  if (!stored) throw new NotLoggedInError()
  return stored
}

/** What the recovery passkey and prompts call the account: the email, else the social name. */
export function accountLabel(session: {
  email: string | null
  userName?: string | undefined
}): string {
  return session.email ?? session.userName ?? 'Airlock account'
}
