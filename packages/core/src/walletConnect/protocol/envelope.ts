import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { WalletConnectMessageError } from '../../errors/walletConnect.js'
import { fromBase64, toBase64 } from './encoding.js'

const ivLength = 12
const keyLength = 32

export type SealEnvelopeParameters = {
  /** The topic's symmetric key, hex. */
  symKey: string
  /** The JSON-RPC payload, serialised. */
  message: string
  /** Type 1 carries the sender's x25519 public key (hex) before the nonce. Default: type 0. */
  senderPublicKey?: string | undefined
  /** Fixed nonce, for tests only. Default: 12 random bytes. */
  iv?: Uint8Array | undefined
}

/**
 * Encrypts a message for a topic as WalletConnect's envelope: ChaCha20-Poly1305 under the topic's
 * key, `[type][senderPublicKey (type 1)][iv][ciphertext+tag]`, base64.
 *
 * @example sealEnvelope({ symKey, message: JSON.stringify(payload) })
 */
export function sealEnvelope(parameters: SealEnvelopeParameters): string {
  const iv = parameters.iv ?? randomBytes(ivLength)
  const sealed = chacha20poly1305(hexToBytes(parameters.symKey), iv).encrypt(
    utf8ToBytes(parameters.message),
  )
  const sender = parameters.senderPublicKey ? hexToBytes(parameters.senderPublicKey) : undefined
  const bytes = new Uint8Array(1 + (sender?.length ?? 0) + iv.length + sealed.length)
  bytes[0] = sender ? 1 : 0
  let offset = 1
  if (sender) {
    bytes.set(sender, offset)
    offset += sender.length
  }
  bytes.set(iv, offset)
  bytes.set(sealed, offset + iv.length)
  return toBase64(bytes)
}

export type OpenedEnvelope = {
  type: 0 | 1
  /** Type 1 only: the sender's x25519 public key, hex. */
  senderPublicKey?: string | undefined
  message: string
}

/** The envelope's type and, for type 1, the sender's key, without decrypting it. */
export function readEnvelopeHeader(encoded: string): { type: number; senderPublicKey?: string } {
  const bytes = fromBase64(encoded)
  const type = bytes[0] ?? -1
  if (type !== 1 || bytes.length < 1 + keyLength) return { type }
  return { type, senderPublicKey: toHex(bytes.subarray(1, 1 + keyLength)) }
}

/**
 * Decrypts a WalletConnect envelope (type 0 or 1) with the topic's key. Throws
 * `WalletConnectMessageError` when it is not one or does not authenticate under that key.
 */
export function openEnvelope(parameters: { symKey: string; encoded: string }): OpenedEnvelope {
  let bytes: Uint8Array
  try {
    bytes = fromBase64(parameters.encoded)
  } catch (error) {
    throw new WalletConnectMessageError({ details: 'The envelope is not base64.', cause: error })
  }
  const type = bytes[0]
  if (type !== 0 && type !== 1) {
    throw new WalletConnectMessageError({ details: `Envelope type ${type} is not supported.` })
  }
  const start = type === 1 ? 1 + keyLength : 1
  if (bytes.length < start + ivLength + 16) {
    throw new WalletConnectMessageError({ details: 'The envelope is too short.' })
  }
  const iv = bytes.subarray(start, start + ivLength)
  let plain: Uint8Array
  try {
    plain = chacha20poly1305(hexToBytes(parameters.symKey), iv).decrypt(
      bytes.subarray(start + ivLength),
    )
  } catch (error) {
    throw new WalletConnectMessageError({
      details: "The envelope does not decrypt under the topic's key.",
      cause: error,
    })
  }
  return {
    type,
    ...(type === 1 ? { senderPublicKey: toHex(bytes.subarray(1, 1 + keyLength)) } : {}),
    message: new TextDecoder().decode(plain),
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
