import type { FrameRequestHandler } from './context.js'

/** `IS_CONNECTED`: whether the server still knows the frame's session (else it is cleared). */
export const isConnected: FrameRequestHandler<'IS_CONNECTED'> = async ({ backend, sessions }) => {
  const stored = sessions.getSession()
  const account = stored && (await backend.getSession({ token: stored.token }))
  if (!account) sessions.clearSession()
  return { isConnected: Boolean(account) }
}

/** `SIGN_OUT`: ends the session here and on the server; the device share stays. */
export const signOut: FrameRequestHandler<'SIGN_OUT'> = async ({ backend, sessions, state }) => {
  const stored = sessions.getSession()
  sessions.clearSession()
  state.signer = undefined
  state.activeAddress = undefined
  if (stored) await backend.signOut({ token: stored.token }).catch(() => undefined)
  return undefined
}
