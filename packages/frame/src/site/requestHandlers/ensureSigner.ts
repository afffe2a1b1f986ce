import { AirlockError, FrameDeviceApprovalRequiredError } from '@airlock/blockchain-api'
import type { Signer } from '../../custody/createShareSigner.js'
import {
  openEmbeddedWallet,
  provisionEmbeddedWallet,
  recoverEmbeddedWallet,
} from '../../custody/embeddedWallet.js'
import {
  readSealedRecoveryKind,
  sealRecoveryShare,
  unsealRecoveryShare,
} from '../../custody/sealRecoveryShare.js'
import { UserRejectedError } from '../../errors/frame.js'
import type { FrameHandlerContext } from './context.js'
import { accountLabel, readSession } from './readSession.js'
import { withVisibleFrame } from './withVisibleFrame.js'

/** This device's signer: opened, made (first login) or restored (new device or site). */
export async function ensureSigner(context: FrameHandlerContext, id: string): Promise<Signer> {
  const { state } = context
  const stored = readSession(context)
  if (state.signer && state.signerToken === stored.token) return state.signer
  const parameters = {
    backend: context.backend.wallet(stored.token),
    store: context.shares,
    userId: stored.userId,
    deviceId: context.deviceId,
  }
  const opened = await openEmbeddedWallet(parameters).catch(async (error: unknown) => {
    // F9: a social login on a device new to its user gets the recovery set once the link mailed
    // to the user's address approves the device: the frame says so, waits, then reads again.
    if (!(error instanceof FrameDeviceApprovalRequiredError)) throw error
    const approved = await withVisibleFrame(context, 'recovery', id, () =>
      context.ui.requestDeviceApproval({
        email: error.email,
        wait: (signal) =>
          context.backend.waitForDeviceApproval({ approvalId: error.approvalId, signal }),
      }),
    )
    if (!approved) throw new UserRejectedError()
    return openEmbeddedWallet(parameters)
  })
  // A passkey-first login's passkey is the recovery passkey: its PRF output seals or opens the
  // recovery half at once, with no second prompt; it is wiped once used.
  const passkey = state.passkeyPrf?.token === stored.token ? state.passkeyPrf.prf : undefined
  state.passkeyPrf = undefined
  let signer: Signer
  if (opened.status === 'ready') signer = opened.signer
  else if (passkey)
    try {
      const secret = { kind: 'passkey', prf: passkey } as const
      signer =
        opened.status === 'none'
          ? await provisionEmbeddedWallet({
              ...parameters,
              sealRecoveryHalf: (share) => sealRecoveryShare(share, secret),
            })
          : await recoverEmbeddedWallet({
              ...parameters,
              unsealRecoveryHalf: (sealed) => unsealRecoveryShare(sealed, secret),
            })
    } finally {
      passkey.fill(0)
    }
  else if (opened.status === 'none')
    signer = await withVisibleFrame(context, 'recovery', id, async () => {
      const secret = await context.ui.requestRecoverySecret({
        mode: 'create',
        userId: stored.userId,
        email: accountLabel(stored),
      })
      return provisionEmbeddedWallet({
        ...parameters,
        sealRecoveryHalf: (share) => sealRecoveryShare(share, secret),
      })
    })
  else
    signer = await withVisibleFrame(context, 'recovery', id, async () => {
      for (;;) {
        const secret = await context.ui.requestRecoverySecret({
          mode: 'recover',
          kind: readSealedRecoveryKind(opened.sealedRecoveryShare),
          userId: stored.userId,
          email: accountLabel(stored),
          damaged: opened.reason === 'share-mismatch',
        })
        try {
          return await recoverEmbeddedWallet({
            ...parameters,
            unsealRecoveryHalf: (sealed) => unsealRecoveryShare(sealed, secret),
          })
        } catch (error) {
          if (!(error instanceof AirlockError && error.code === 'RECOVERY_UNSEAL')) throw error
        }
      }
    })
  state.signer = signer
  state.signerToken = stored.token
  return signer
}
