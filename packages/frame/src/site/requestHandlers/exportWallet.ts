import { NotLoggedInError } from '../../errors/frame.js'
import type { FrameRequestHandler } from './context.js'
import { ensureSigner } from './ensureSigner.js'
import { accountLabel, readSession } from './readSession.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/** `EXPORT_WALLET`: step-up, then the recovery phrase, in the frame (rare: a chunk of its own). */
export const exportWallet: FrameRequestHandler<'EXPORT_WALLET'> = async (context, _, id) => {
  const stored = readSession(context)
  const wallet = await ensureSigner(context, id)
  const { exportWallet: run } = await import('../exportWallet.js')
  const exported = await run({
    ui: context.ui,
    backend: context.backend.wallet(stored.token),
    store: context.shares,
    userId: stored.userId,
    deviceId: context.deviceId,
    email: accountLabel(stored),
    address: wallet.getAddress(),
    inFrame: (show) => withVisibleFrame(context, 'export', id, show),
  })
  if (!exported) throw new NotLoggedInError()
  return undefined
}
