import { base58 } from '@scure/base'
import { MalformedSolanaMessageError } from '../errors/custody.js'

/** One instruction of a message: its program, the accounts it names and its data. */
export type SolanaInstruction = {
  programId: string
  /** Account addresses; one that only an address lookup table resolves is `undefined`. */
  accounts: (string | undefined)[]
  data: Uint8Array
}

/** A Solana transaction message read far enough to show what it does. */
export type SolanaMessage = {
  version: 'legacy' | number
  /** The message's own account keys (base58), the fee payer first. */
  accountKeys: string[]
  instructions: SolanaInstruction[]
}

const malformed = () => new MalformedSolanaMessageError()

/**
 * Reads a transaction message (legacy or versioned, the bytes a wallet signs): its account keys
 * and its instructions with their accounts resolved. Accounts loaded from address lookup tables
 * cannot be resolved without the chain and come back `undefined`. Throws on bytes that do not
 * hold a whole message.
 */
export function parseSolanaMessage(message: Uint8Array): SolanaMessage {
  let offset = 0
  const byte = () => {
    const value = message[offset++]
    if (value === undefined) throw malformed()
    return value
  }
  const compactU16 = () => {
    let value = 0
    for (let size = 0; size < 3; size++) {
      const next = byte()
      value |= (next & 0x7f) << (7 * size)
      if ((next & 0x80) === 0) return value
    }
    throw malformed()
  }
  const bytes = (length: number) => {
    if (offset + length > message.length) throw malformed()
    const slice = message.subarray(offset, offset + length)
    offset += length
    return slice
  }

  const first = message[0]
  const version = first !== undefined && first & 0x80 ? first & 0x7f : 'legacy'
  if (version !== 'legacy') offset = 1
  bytes(3) // header: required signatures, read-only signed, read-only unsigned
  const accountKeys = Array.from({ length: compactU16() }, () => base58.encode(bytes(32)))
  bytes(32) // recent blockhash
  const instructions = Array.from({ length: compactU16() }, () => {
    const programId = accountKeys[byte()]
    if (programId === undefined) throw malformed()
    const accounts = Array.from({ length: compactU16() }, () => accountKeys[byte()])
    const data = bytes(compactU16())
    return { programId, accounts, data }
  })
  return { version, accountKeys, instructions }
}
