import { base58 } from '@scure/base'
import { MalformedSolanaTransactionError, SolanaSignerMissingError } from '../errors/custody.js'

/** Reads Solana's compact-u16 at `offset`: its value and its length in bytes. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new MalformedSolanaTransactionError()
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new MalformedSolanaTransactionError()
}

/** A wire transaction (legacy or versioned) split into its signature slots and message. */
export type SolanaWireTransaction = {
  /** Offset of the first 64-byte signature slot. */
  signaturesOffset: number
  message: Uint8Array
  /** The accounts that must sign, in slot order (base58). */
  signers: string[]
}

/** Parses a serialized Solana transaction enough to sign it: slots, message, required signers. */
export function parseSolanaTransaction(wire: Uint8Array): SolanaWireTransaction {
  const count = readCompactU16(wire, 0)
  const signaturesOffset = count.size
  const message = wire.subarray(signaturesOffset + 64 * count.value)
  // A versioned message starts with 0x80 | version, then the legacy header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header]
  if (required === undefined || required !== count.value)
    throw new MalformedSolanaTransactionError()
  const keys = readCompactU16(message, header + 3)
  const start = header + 3 + keys.size
  if (keys.value < required || message.length < start + 32 * keys.value)
    throw new MalformedSolanaTransactionError()
  const signers = Array.from({ length: required }, (_, index) =>
    base58.encode(message.subarray(start + 32 * index, start + 32 * (index + 1))),
  )
  return { signaturesOffset, message, signers }
}

/**
 * Signs a wire transaction for `address`: its signature goes into that account's slot; other
 * slots stay as they were. Throws when `address` is not a required signer.
 */
export async function signSolanaTransaction(
  wire: Uint8Array,
  address: string,
  sign: (message: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const parsed = parseSolanaTransaction(wire)
  const slot = parsed.signers.indexOf(address)
  if (slot < 0) throw new SolanaSignerMissingError({ address })
  const signed = wire.slice()
  signed.set(await sign(parsed.message), parsed.signaturesOffset + 64 * slot)
  return signed
}
