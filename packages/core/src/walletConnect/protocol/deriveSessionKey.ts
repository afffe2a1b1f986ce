import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils'

/** A fresh x25519 key pair, hex (the dapp's key for one proposal). */
export function generateKeyPair(): { privateKey: string; publicKey: string } {
  const privateKey = randomBytes(32)
  return {
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(x25519.getPublicKey(privateKey)),
  }
}

/** A topic is the sha256 of its symmetric key, hex. */
export function topicOfKey(symKey: string): string {
  return bytesToHex(sha256(hexToBytes(symKey)))
}

/**
 * The session's symmetric key and topic from the dapp's private key and the wallet's public key:
 * x25519, then HKDF-SHA256 (no salt, no info) to 32 bytes; the topic is its sha256.
 *
 * @example const { symKey, topic } = deriveSessionKey(self.privateKey, responderPublicKey)
 */
export function deriveSessionKey(
  privateKey: string,
  peerPublicKey: string,
): { symKey: string; topic: string } {
  const shared = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  const symKey = bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
  return { symKey, topic: topicOfKey(symKey) }
}
