import type { SolanaInstruction } from '../custody/solanaMessage.js'

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

const account = (address: string | undefined) => address ?? 'an account from a lookup table'

/**
 * What one Solana instruction does, for the approval screen: a SOL transfer, a token transfer
 * (Token and Token-2022, with the amount in the mint's decimals when the instruction carries
 * them), the compute budget's limit and priority fee; any other instruction by its program, the
 * number of accounts it touches and its data in hex.
 */
export function describeSolanaInstruction(instruction: SolanaInstruction): Row {
  const { programId, accounts, data } = instruction
  const tag = readUint(data, 0, programId === systemProgram ? 4 : 1)
  if (programId === systemProgram && tag === 2n && data.length === 12) {
    const lamports = readUint(data, 4, 8) ?? 0n
    return {
      label: 'Transfer',
      value: `${formatAmount(lamports, 9)} SOL to ${account(accounts[1])}`,
    }
  }
  if (tokenPrograms.has(programId)) {
    const amount = readUint(data, 1, 8)
    // Transfer: source, destination, owner. TransferChecked: source, mint, destination, owner.
    if (tag === 3n && data.length === 9 && amount !== undefined) {
      return {
        label: 'Token transfer',
        value: `${amount} base units to ${account(accounts[1])}`,
      }
    }
    if (tag === 12n && data.length === 10 && amount !== undefined) {
      return {
        label: 'Token transfer',
        value: `${formatAmount(amount, data[9] ?? 0)} of ${account(accounts[1])} to ${account(accounts[2])}`,
      }
    }
  }
  if (programId === computeBudgetProgram) {
    if (tag === 2n && data.length === 5) {
      return { label: 'Compute limit', value: `${readUint(data, 1, 4)} units` }
    }
    if (tag === 3n && data.length === 9) {
      return {
        label: 'Priority fee',
        value: `${readUint(data, 1, 8)} micro-lamports per compute unit`,
      }
    }
  }
  const hex = Array.from(data, (value) => value.toString(16).padStart(2, '0')).join('')
  return {
    label: 'Program',
    value: `${programId} (${accounts.length} accounts, data 0x${hex})`,
  }
}
