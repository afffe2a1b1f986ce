import { combine, split } from 'shamir-secret-sharing'
import { isAddressEqual } from 'viem'
import { MissingShareError, ShareMismatchError } from '../errors/custody.js'
import { deriveWalletKey, type WalletKey } from './deriveWalletKey.js'

/** Bytes of wallet entropy (a 24-word mnemonic). */
export const walletEntropyBytes = 32

/** Fresh wallet entropy from the frame's CSPRNG. The key is made here and nowhere else. */
export function createWalletEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(walletEntropyBytes))
}

/** One 2-of-2 set: both halves recombine, either alone reveals nothing about the entropy. */
export type ShareSet = [Uint8Array, Uint8Array]

/** Splits entropy into a fresh, independent 2-of-2 set (Shamir over GF(256)). */
export function splitEntropy(entropy: Uint8Array): Promise<ShareSet> {
  return split(entropy, 2, 2) as Promise<ShareSet>
}

export type RecombineParameters = {
  shares: readonly [Uint8Array | undefined, Uint8Array | undefined]
  /** The wallet's address commitment (stored on the server when the wallet was made). */
  address: string
}

/**
 * Recombines a 2-of-2 set and derives the key, then checks the derived address against the
 * commitment: the sharing scheme has no integrity check, so a corrupted share, or two shares of
 * different sets, would otherwise silently give another key. Throws ShareMismatchError then; the
 * wrong key is wiped and never returned.
 */
export async function recombineWalletKey(
  parameters: RecombineParameters,
): Promise<WalletKey & { entropy: Uint8Array }> {
  const [first, second] = parameters.shares
  if (!first) throw new MissingShareError({ which: 'first share' })
  if (!second) throw new MissingShareError({ which: 'second share' })
  const entropy = await combine([first, second])
  let key: WalletKey
  try {
    key = deriveWalletKey(entropy)
  } catch {
    entropy.fill(0)
    throw new ShareMismatchError({ expected: parameters.address })
  }
  if (!isAddressEqual(key.address, parameters.address as `0x${string}`)) {
    key.privateKey.fill(0)
    entropy.fill(0)
    throw new ShareMismatchError({ expected: parameters.address })
  }
  return { ...key, entropy }
}
