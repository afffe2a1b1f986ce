import { entropyToWalletMnemonic } from '../custody/deriveWalletKey.js'
import { exportEmbeddedWallet } from '../custody/embeddedWallet.js'
import { readSealedRecoveryKind, unsealRecoveryShare } from '../custody/sealRecoveryShare.js'
import type { DeviceShareStore, WalletBackend } from '../custody/types.js'
import type { FrameUi } from './createDomUi.js'

/**
 * The in-frame export: a step-up (the recovery passkey or password must open the sealed half),
 * then the recovery phrase, recombined from this device's set, shown in the frame (inside
 * `inFrame`, which shows the frame). False when the user has no wallet record. Rare, so a chunk
 * of its own.
 */
export async function exportWallet(parameters: {
  ui: FrameUi
  backend: WalletBackend
  store: DeviceShareStore
  userId: string
  deviceId: string
  /** What the prompts call the account. */
  email: string
  /** The wallet's address, as this device's signer has it. */
  address: string
  inFrame(run: () => Promise<void>): Promise<void>
}): Promise<boolean> {
  const { ui, backend, userId, email } = parameters
  const record = await backend.getWallet()
  if (!record) return false
  await parameters.inFrame(async () => {
    const secret = await ui.requestRecoverySecret({
      mode: 'confirm',
      kind: readSealedRecoveryKind(record.sealedRecoveryShare),
      userId,
      email,
    })
    ;(await unsealRecoveryShare(record.sealedRecoveryShare, secret)).fill(0)
    const entropy = await exportEmbeddedWallet(parameters)
    const phrase = entropyToWalletMnemonic(entropy)
    entropy.fill(0)
    await ui.showRecoveryPhrase(phrase)
  })
  return true
}
