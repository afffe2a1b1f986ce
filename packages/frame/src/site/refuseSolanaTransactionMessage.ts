import { AirlockError } from '@airlock/blockchain-api'
import { MalformedSolanaMessageError } from '../errors/custody.js'

/**
 * `solana_signMessage` was given the bytes of a transaction message: a signature over them would
 * authorize that transaction, so the frame refuses to sign them as a message.
 */
class SolanaTransactionMessageError extends AirlockError {
  override name = 'SolanaTransactionMessageError' as const
  constructor() {
    super('This message is a Solana transaction. Sign it as a transaction, not as a message.', {
      code: 'FRAME_MESSAGE_IS_TRANSACTION',
      details:
        'The bytes parse as a legacy or v0 transaction message; its signature would be valid for that transaction.',
    })
  }
}

/**
 * Whether `bytes` begin with a Solana transaction message, legacy or v0: the header (a fee payer
 * that signs and is writable), the account keys, the blockhash, instructions whose programs are
 * static keys, and (v0) the address lookup tables. Any message the runtime accepts passes these
 * checks; trailing bytes are ignored, so appending some does not slip a transaction through.
 * The off-chain message format (`0xff` first) and other versions are not transactions.
 */
export function isSolanaTransactionMessage(bytes: Uint8Array): boolean {
  let offset = 0
  const byte = () => {
    const value = bytes[offset++]
    if (value === undefined) throw new MalformedSolanaMessageError()
    return value
  }
  const compactU16 = () => {
    let value = 0
    for (let size = 0; size < 3; size++) {
      const next = byte()
      value |= (next & 0x7f) << (7 * size)
      if ((next & 0x80) === 0) return value
    }
    throw new MalformedSolanaMessageError()
  }
  const skip = (length: number) => {
    if (offset + length > bytes.length) throw new MalformedSolanaMessageError()
    offset += length
  }
  try {
    const versioned = ((bytes[0] ?? 0) & 0x80) !== 0
    if (versioned && byte() !== 0x80) return false
    const required = byte()
    const readonlySigned = byte()
    const readonlyUnsigned = byte()
    const keys = compactU16()
    if (required === 0 || readonlySigned >= required || required + readonlyUnsigned > keys)
      return false
    skip(32 * keys + 32)
    for (let count = compactU16(); count > 0; count--) {
      if (byte() >= keys) return false
      skip(compactU16())
      skip(compactU16())
    }
    if (versioned)
      for (let count = compactU16(); count > 0; count--) {
        skip(32)
        skip(compactU16())
        skip(compactU16())
      }
    return true
  } catch {
    return false
  }
}

/** Throws SolanaTransactionMessageError when a message to sign is a transaction message. */
export function refuseSolanaTransactionMessage(bytes: Uint8Array): void {
  if (isSolanaTransactionMessage(bytes)) throw new SolanaTransactionMessageError()
}
