import type { SolanaInstruction } from '../custody/solanaMessage.js'
import { describeMessages } from '../messages/en/describe.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { DescribeMessages } from '../messages/types.js'

type Row = { label: string; value: string }

const systemProgram = '11111111111111111111111111111111'
const tokenPrograms = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PE1wNLkN3ZuBZvD',
])
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'

/** A little-endian unsigned integer of `size` bytes at `offset`, or undefined past the end. */
function readUint(data: Uint8Array, offset: number, size: number): bigint | undefined {
  if (data.length < offset + size) return undefined
  let value = 0n
  for (let index = size - 1; index >= 0; index--) {
    value = (value << 8n) | BigInt(data[offset + index] ?? 0)
  }
  return value
}

/** An amount of `decimals` decimals written as a decimal string, without trailing zeros. */
function formatAmount(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const padded = amount.toString().padStart(decimals + 1, '0')
  const whole = padded.slice(0, -decimals)
  const fraction = padded.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * What one Solana instruction does, for the approval screen: a SOL transfer, a token transfer
 * (Token and Token-2022, with the amount in the mint's decimals when the instruction carries
 * them), the compute budget's limit and priority fee; any other instruction by its program, the
 * number of accounts it touches and its data in hex. `messages`: the visitor's language (English
 * by default).
 */
export function describeSolanaInstruction(
  instruction: SolanaInstruction,
  messages: DescribeMessages = describeMessages,
): Row {
  const { programId, accounts, data } = instruction
  const account = (index: number) => accounts[index] ?? messages.lookupTableAccount
  const tag = readUint(data, 0, programId === systemProgram ? 4 : 1)
  if (programId === systemProgram && tag === 2n && data.length === 12) {
    const lamports = readUint(data, 4, 8) ?? 0n
    return {
      label: messages.transfer,
      value: formatFrameMessage(messages.solTransfer, {
        amount: formatAmount(lamports, 9),
        account: account(1),
      }),
    }
  }
  if (tokenPrograms.has(programId)) {
    const amount = readUint(data, 1, 8)
    // Transfer: source, destination, owner. TransferChecked: source, mint, destination, owner.
    if (tag === 3n && data.length === 9 && amount !== undefined) {
      return {
        label: messages.tokenTransfer,
        value: formatFrameMessage(messages.tokenBaseUnits, { amount, account: account(1) }),
      }
    }
    if (tag === 12n && data.length === 10 && amount !== undefined) {
      return {
        label: messages.tokenTransfer,
        value: formatFrameMessage(messages.tokenTransferChecked, {
          amount: formatAmount(amount, data[9] ?? 0),
          mint: account(1),
          account: account(2),
        }),
      }
    }
  }
  if (programId === computeBudgetProgram) {
    if (tag === 2n && data.length === 5) {
      return {
        label: messages.computeLimit,
        value: formatFrameMessage(messages.computeUnits, { units: readUint(data, 1, 4) ?? 0n }),
      }
    }
    if (tag === 3n && data.length === 9) {
      return {
        label: messages.priorityFee,
        value: formatFrameMessage(messages.priorityFeeValue, {
          amount: readUint(data, 1, 8) ?? 0n,
        }),
      }
    }
  }
  const hex = Array.from(data, (value) => value.toString(16).padStart(2, '0')).join('')
  return {
    label: messages.program,
    value: formatFrameMessage(messages.programValue, {
      program: programId,
      count: accounts.length,
      hex,
    }),
  }
}
