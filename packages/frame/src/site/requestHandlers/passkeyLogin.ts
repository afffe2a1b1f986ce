import { createAccountPasskey, getAccountPasskey } from '../../custody/accountPasskey.js'
import { UnsupportedRequestError } from '../../errors/frame.js'
import type { FrameLoginResult } from '../siteBackend.js'
import type { FrameRequestHandler } from './context.js'
import { readUser } from './readUser.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/**
 * `CONNECT_PASSKEY`: a passkey-first sign-up or login. The frame shows its card; on the visitor's
 * click it creates a passkey (with PRF) for the server's challenge, or asks for theirs; the server
 * verifies it and opens a session. The passkey's PRF output then makes the wallet (its recovery
 * half sealed under it, as for recovery) or restores it on a new device: the same address.
 */
export const connectPasskey: FrameRequestHandler<'CONNECT_PASSKEY'> = async (
  context,
  payload,
  id,
) => {
  const { state } = context
  const passkey = context.backend.passkey
  const showCard = context.ui.requestPasskeyLogin
  if (!passkey || !showCard) throw new UnsupportedRequestError('Passkey login')
  if (payload.rpcUrl) state.rpcUrl = payload.rpcUrl
  const where = { origin: context.embedderOrigin, deviceId: context.deviceId }
  const login = await withVisibleFrame(context, 'recovery', id, () =>
    showCard<{ session: FrameLoginResult; prf: Uint8Array }>({
      signUp: async () => {
        const start = await passkey.startSignUp(where)
        const created = await createAccountPasskey({
          challenge: start.challenge,
          userHandle: start.userHandle ?? '',
          userName: 'Airlock wallet',
        })
        const session = await passkey.finishSignUp({
          ...where,
          challengeId: start.challengeId,
          credential: created.registration,
        })
        return { session, prf: created.prf }
      },
      logIn: async () => {
        const start = await passkey.startLogin(where)
        const used = await getAccountPasskey({ challenge: start.challenge })
        const session = await passkey.finishLogin({
          ...where,
          challengeId: start.challengeId,
          credential: used.assertion,
        })
        return { session, prf: used.prf }
      },
    }),
  )
  const { token, user } = login.session
  // An email added since sign-up is the login's too.
  context.sessions.setSession({
    token,
    userId: user.id,
    email: user.email,
    userName: user.userName,
  })
  state.passkeyPrf = { token, prf: login.prf }
  return readUser(context, id, payload.chainId, payload.preferredAccountType)
}
