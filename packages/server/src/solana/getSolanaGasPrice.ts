import type { GasPriceResponse } from '@airlock/blockchain-api'
import { base58, base64 } from '@scure/base'
import { z } from 'zod'
import type { SolanaRuntime } from './solanaRuntime.js'

export type GetSolanaGasPriceReturnType = GasPriceResponse

/** Compute units a SOL or SPL transfer is charged priority fees for (the runtime's default cap). */
const transferComputeUnits = 200_000n

/**
 * Solana's fee for three speeds, in lamports for a transaction one key signs (what a SOL or SPL
 * send pays): the node's fee for such a message (`getFeeForMessage`), plus, for fast and instant,
 * the median and the highest priority fee paid in recent slots (`getRecentPrioritizationFees`,
 * micro-lamports per compute unit) for a transfer's compute units.
 *
 * @example const { standard } = await getSolanaGasPrice(runtime) // '5000'
 */
export async function getSolanaGasPrice(
  runtime: SolanaRuntime,
): Promise<GetSolanaGasPriceReturnType> {
  const [{ value: latest }, recent] = await Promise.all([
    runtime.rpc(
      'getLatestBlockhash',
      [{ commitment: 'confirmed' }],
      z.object({ value: z.object({ blockhash: z.string() }) }),
    ),
    runtime.rpc(
      'getRecentPrioritizationFees',
      [],
      z.array(z.object({ prioritizationFee: z.number().int().nonnegative() })),
    ),
  ])
  const { value: base } = await runtime.rpc(
    'getFeeForMessage',
    [oneSignerMessage(latest.blockhash), { commitment: 'confirmed' }],
    z.object({ value: z.number().int().nonnegative() }),
  )
  const fees = recent
    .map((entry) => BigInt(entry.prioritizationFee))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const priority = (perUnit: bigint) => (perUnit * transferComputeUnits + 999_999n) / 1_000_000n
  const median = fees[Math.floor(fees.length / 2)] ?? 0n
  const highest = fees.at(-1) ?? 0n
  return {
    standard: String(base),
    fast: String(BigInt(base) + priority(median)),
    instant: String(BigInt(base) + priority(highest)),
  }
}

/**
 * A legacy message with one signer and no instructions, base64: the node prices it as any
 * transaction one key signs.
 */
function oneSignerMessage(blockhash: string): string {
  const hash = base58.decode(blockhash)
  const payer = new Uint8Array(32)
  // Header (1 signer, no read-only accounts), 1 account key, the blockhash, 0 instructions.
  return base64.encode(Uint8Array.from([1, 0, 0, 1, ...payer, ...hash, 0]))
}
