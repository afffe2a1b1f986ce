import type { Address } from 'viem'
import { NoWalletToRecoverError, ShareMismatchError } from '../errors/custody.js'
import { createShareSigner, type Signer } from './createShareSigner.js'
import { deriveWalletKey } from './deriveWalletKey.js'
import { base64ToBytes, bytesToBase64 } from './encoding.js'
import { createWalletEntropy, recombineWalletKey, splitEntropy } from './shares.js'
import type { DeviceShareStore, WalletBackend } from './types.js'

export type EmbeddedWalletParameters = {
  backend: WalletBackend
  store: DeviceShareStore
  userId: string
  /** This storage partition's device id (the frame makes it once and keeps it). */
  deviceId: string
}

function signerFor(parameters: EmbeddedWalletParameters, address: string): Signer {
  return createShareSigner({
    address: address as Address,
    loadShares: async () => {
      const [device, auth] = await Promise.all([
        parameters.store.get(parameters.userId),
        parameters.backend.getAuthShare({ deviceId: parameters.deviceId }),
      ])
      return [device, auth === undefined ? undefined : base64ToBytes(auth)]
    },
  })
}

async function enrolDevice(parameters: EmbeddedWalletParameters, entropy: Uint8Array) {
  const [device, auth] = await splitEntropy(entropy)
  await parameters.backend.storeAuthShare({
    deviceId: parameters.deviceId,
    share: bytesToBase64(auth),
  })
  await parameters.store.set(parameters.userId, device)
}

/**
 * Makes the user's wallet on first login, in the frame: fresh entropy; this device's 2-of-2 set
 * (device share kept here, auth share on the server); an independent recovery set whose user
 * half is sealed by `sealRecoveryHalf` (passkey PRF or password) and whose other half goes to the
 * server with the address commitment.
 */
export async function provisionEmbeddedWallet(
  parameters: EmbeddedWalletParameters & { sealRecoveryHalf(share: Uint8Array): Promise<string> },
): Promise<Signer> {
  const entropy = createWalletEntropy()
  try {
    const key = deriveWalletKey(entropy)
    key.privateKey.fill(0)
    const [userHalf, serverHalf] = await splitEntropy(entropy)
    const sealedRecoveryShare = await parameters.sealRecoveryHalf(userHalf)
    userHalf.fill(0)
    await parameters.backend.createWallet({
      address: key.address,
      recoveryShare: bytesToBase64(serverHalf),
      sealedRecoveryShare,
    })
    await enrolDevice(parameters, entropy)
    return signerFor(parameters, key.address)
  } finally {
    entropy.fill(0)
  }
}

export type OpenEmbeddedWalletReturnType =
  | { status: 'none' }
  | { status: 'ready'; signer: Signer }
  | {
      status: 'recovery-needed'
      address: string
      sealedRecoveryShare: string
      /**
       * Why: `new-device` (no set on this device yet) or `share-mismatch` (this device's set
       * recombines to another address: a share is corrupted, and it is not used).
       */
      reason: 'new-device' | 'share-mismatch'
    }

/**
 * What this device can do for the logged-in user: nothing yet (no wallet: provision), sign (this
 * partition holds a device share and the server its auth share, and they recombine to the
 * wallet's address), or recover (a new device or a new dapp site, or a set that fails the address
 * check: the passkey is needed).
 */
export async function openEmbeddedWallet(
  parameters: EmbeddedWalletParameters,
): Promise<OpenEmbeddedWalletReturnType> {
  // This device's share is read first, with the wallet: a frame the browser denies its storage
  // fails here (FrameStorageUnavailableError), before the visitor is asked for a passkey.
  const [wallet, device] = await Promise.all([
    parameters.backend.getWallet(),
    parameters.store.get(parameters.userId),
  ])
  if (!wallet) return { status: 'none' }
  const auth = await parameters.backend.getAuthShare({ deviceId: parameters.deviceId })
  const recoveryNeeded = (reason: 'new-device' | 'share-mismatch') => ({
    status: 'recovery-needed' as const,
    address: wallet.address,
    sealedRecoveryShare: wallet.sealedRecoveryShare,
    reason,
  })
  if (!device || !auth) return recoveryNeeded('new-device')
  // The sharing scheme has no integrity check: a damaged share is found by the address check now,
  // before anything is asked of the visitor, and is never used.
  try {
    const key = await recombineWalletKey({
      shares: [device, base64ToBytes(auth)],
      address: wallet.address,
    })
    key.privateKey.fill(0)
    key.entropy.fill(0)
  } catch (error) {
    if (error instanceof ShareMismatchError) return recoveryNeeded('share-mismatch')
    throw error
  }
  return { status: 'ready', signer: signerFor(parameters, wallet.address) }
}

/**
 * Restores the wallet on a new device: opens the user's recovery half (`unsealRecoveryHalf`:
 * passkey or password), recombines it with the server's half, checks the address commitment,
 * then enrols this device with a fresh set.
 */
export async function recoverEmbeddedWallet(
  parameters: EmbeddedWalletParameters & {
    unsealRecoveryHalf(sealed: string): Promise<Uint8Array>
  },
): Promise<Signer> {
  const wallet = await parameters.backend.getWallet()
  if (!wallet) throw new NoWalletToRecoverError()
  const userHalf = await parameters.unsealRecoveryHalf(wallet.sealedRecoveryShare)
  const key = await recombineWalletKey({
    shares: [userHalf, base64ToBytes(wallet.recoveryShare)],
    address: wallet.address,
  })
  try {
    await enrolDevice(parameters, key.entropy)
  } finally {
    key.privateKey.fill(0)
    key.entropy.fill(0)
    userHalf.fill(0)
  }
  return signerFor(parameters, wallet.address)
}

/** The mnemonic, for the in-frame export after a step-up: recombined from this device's set. */
export async function exportEmbeddedWallet(
  parameters: EmbeddedWalletParameters & { address: string },
): Promise<Uint8Array> {
  const [device, auth] = await Promise.all([
    parameters.store.get(parameters.userId),
    parameters.backend.getAuthShare({ deviceId: parameters.deviceId }),
  ])
  const key = await recombineWalletKey({
    shares: [device, auth === undefined ? undefined : base64ToBytes(auth)],
    address: parameters.address,
  })
  key.privateKey.fill(0)
  return key.entropy
}
