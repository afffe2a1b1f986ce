import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { KeyDerivationError } from '../errors/custody.js'

/** The Solana derivation path of the embedded wallet's first account (as Phantom and Solflare use). */
export const solanaDerivationPath = "m/44'/501'/0'/0'"

export type SolanaKey = {
  /** The ed25519 private seed of `solanaDerivationPath`; zero it with `fill(0)` when done. */
  secretKey: Uint8Array
  publicKey: Uint8Array
  /** The public key in base58: the Solana address. */
  address: string
}

/**
 * SLIP-0010 derivation for ed25519 (hardened steps only): the private seed at `path` of a BIP-39
 * seed. Intermediate keys are wiped.
 */
export function deriveEd25519Seed(seed: Uint8Array, path: string): Uint8Array {
  const steps = path.split('/').slice(1)
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const step of steps) {
    if (!step.endsWith("'"))
      throw new KeyDerivationError({ details: `ed25519 derivation is hardened only: ${path}` })
    const index = Number(step.slice(0, -1))
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index + 0x80000000) >>> 0)
    const next = hmac(sha512, node.subarray(32), data)
    node.fill(0)
    data.fill(0)
    node = next
  }
  const key = node.slice(0, 32)
  node.fill(0)
  return key
}

/**
 * The wallet's Solana key from its entropy: entropy → BIP-39 mnemonic → seed →
 * `m/44'/501'/0'/0'`, so the exported mnemonic restores the same Solana account elsewhere.
 */
export function deriveSolanaKey(entropy: Uint8Array): SolanaKey {
  const seed = mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))
  const secretKey = deriveEd25519Seed(seed, solanaDerivationPath)
  seed.fill(0)
  const publicKey = ed25519.getPublicKey(secretKey)
  return { secretKey, publicKey, address: base58.encode(publicKey) }
}
