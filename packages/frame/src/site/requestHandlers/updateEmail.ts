import { UserRejectedError } from '../../errors/frame.js'
import type { FrameRequestHandler } from './context.js'
import { readSession } from './readSession.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/**
 * `UPDATE_EMAIL`: the visitor confirms the move (or, for a login without an email, the address
 * added) in the frame, then the server mails the codes.
 */
export const updateEmail: FrameRequestHandler<'UPDATE_EMAIL'> = async (
  context,
  { email: newEmail },
  id,
) => {
  const stored = readSession(context)
  // The login's address is the account's anchor: the visitor confirms the move in the frame,
  // with both addresses in view, before the server hears of it (F4).
  const confirmed = await withVisibleFrame(context, 'approve', id, () =>
    context.ui.requestEmailChange({
      currentEmail: stored.email,
      newEmail,
      origin: context.embedderOrigin,
    }),
  )
  if (!confirmed) throw new UserRejectedError()
  // A login without an email adds one: the code goes straight to the new address.
  return context.backend.updateEmail({ token: stored.token, newEmail })
}

/** `UPDATE_EMAIL_PRIMARY_OTP`: the code mailed to the current address. */
export const updateEmailPrimaryOtp: FrameRequestHandler<'UPDATE_EMAIL_PRIMARY_OTP'> = async (
  context,
  { otp },
) => {
  await context.backend.verifyUpdateEmailPrimary({ token: readSession(context).token, code: otp })
  return undefined
}

/** `UPDATE_EMAIL_SECONDARY_OTP`: the code mailed to the new address; the session takes it. */
export const updateEmailSecondaryOtp: FrameRequestHandler<'UPDATE_EMAIL_SECONDARY_OTP'> = async (
  context,
  { otp },
) => {
  const stored = readSession(context)
  const { newEmail } = await context.backend.verifyUpdateEmailSecondary({
    token: stored.token,
    code: otp,
  })
  context.sessions.setSession({ ...stored, email: newEmail })
  return { newEmail }
}
