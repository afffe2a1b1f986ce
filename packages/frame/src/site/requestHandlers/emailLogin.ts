import { NotLoggedInError } from '../../errors/frame.js'
import { answerLinkOffer } from './answerLinkOffer.js'
import type { FrameRequestHandler } from './context.js'

/** `CONNECT_EMAIL`: the server mails a code (or asks this device's approval first). */
export const connectEmail: FrameRequestHandler<'CONNECT_EMAIL'> = async (context, { email }) => {
  const started = await context.backend.startEmailLogin({
    email,
    origin: context.embedderOrigin,
    deviceId: context.deviceId,
  })
  context.state.pendingEmail = email
  context.state.approvalId = started.action === 'VERIFY_DEVICE' ? started.approvalId : undefined
  return { action: started.action }
}

/** `CONNECT_DEVICE`: waits until the mailed link approved this device. */
export const connectDevice: FrameRequestHandler<'CONNECT_DEVICE'> = async ({ backend, state }) => {
  if (!state.approvalId) throw new NotLoggedInError()
  await backend.waitForDeviceApproval({ approvalId: state.approvalId })
  state.approvalId = undefined
  return undefined
}

/** `CONNECT_OTP`: the mailed code logs the visitor in; a link offer is answered in the frame. */
export const connectOtp: FrameRequestHandler<'CONNECT_OTP'> = async (context, { otp }, id) => {
  const { state } = context
  if (!state.pendingEmail) throw new NotLoggedInError()
  const login = await context.backend.verifyEmailCode({
    email: state.pendingEmail,
    code: otp,
    origin: context.embedderOrigin,
    deviceId: context.deviceId,
  })
  const { token, user: account } = login
  context.sessions.setSession({ token, userId: account.id, email: account.email })
  state.pendingEmail = undefined
  await answerLinkOffer(context, id, login, 'email')
  return undefined
}
