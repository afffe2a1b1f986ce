import { UnsupportedRequestError } from '../../errors/frame.js'
import type { FrameRequestHandler } from './context.js'
import { ensureSigner } from './ensureSigner.js'
import { readSession } from './readSession.js'
import { smartAccountOn } from './smartAccountOn.js'

/** `SET_PREFERRED_ACCOUNT`: requests act for the smart account or the EOA from now. */
export const setPreferredAccount: FrameRequestHandler<'SET_PREFERRED_ACCOUNT'> = async (
  context,
  { type },
  id,
) => {
  const { state } = context
  const stored = readSession(context)
  const eoa = (await ensureSigner(context, id)).getAddress()
  if (type === 'smartAccount') {
    const smart = await smartAccountOn(context, id, state.chainId)
    if (!smart) throw new UnsupportedRequestError('Smart accounts on this network')
    // Kept on the server for the user's other sessions; a failed write fails the switch.
    await context.backend.setPreferredAccountType?.({ token: stored.token, type })
    context.sessions.setSession({ ...stored, preferredAccountType: 'smartAccount' })
    state.activeAddress = smart.address
    return { type, address: smart.address }
  }
  if (type !== 'eoa') throw new UnsupportedRequestError(`The ${type} account`)
  // The fallback account: switching to it never fails on the server's account.
  await context.backend
    .setPreferredAccountType?.({ token: stored.token, type: 'eoa' })
    .catch(() => undefined)
  context.sessions.setSession({ ...stored, preferredAccountType: 'eoa' })
  state.activeAddress = eoa
  return { type, address: eoa }
}
