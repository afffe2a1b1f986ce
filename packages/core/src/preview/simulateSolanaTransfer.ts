import type { AppKit } from '../createAppKit.js'
import { formatUnits } from '../formatters/formatUnits.js'
import type { TransactionSimulation } from '../state/types.js'

const unavailable: TransactionSimulation = { status: 'unavailable' }

/**
 * Simulates a Solana transfer of `amount` base units of SOL (no `mint`) or of an SPL token to `to`
 * with the Solana adapter's `solana:simulateTransfer` (none without it), and reads the account's
 * balances before and after it into what leaves and enters the account: SOL (its fee included) and
 * the token sent, named `symbol`, each with `to` as the counterparty. A failing transaction is
 * `reverted` with the node's error. Advisory: never throws; any failure is `unavailable`.
 */
export async function simulateSolanaTransfer(
  appKit: AppKit,
  parameters: {
    to: string
    amount: bigint
    mint: string | undefined
    decimals: number
    /** The token's symbol (SOL's, `native`, for no mint). */
    symbol: string
    native: string
  },
): Promise<TransactionSimulation> {
  const simulate = appKit.adapters.get('solana')?.capabilities?.['solana:simulateTransfer']
  if (!simulate) return unavailable
  const { to, amount, mint, decimals, symbol, native } = parameters
  try {
    const simulation = await simulate({ to, amount, mint, decimals })
    if (simulation.status === 'failed') return { status: 'reverted', reason: simulation.error }
    if (simulation.status !== 'success') return unavailable
    return {
      status: 'success',
      changes: simulation.changes.flatMap((change) => {
        const name =
          change.asset.kind === 'sol' ? native : change.asset.mint === mint ? symbol : undefined
        const difference = change.after - change.before
        if (!name || difference === 0n) return []
        return [
          {
            direction: difference < 0n ? ('out' as const) : ('in' as const),
            symbol: name,
            amount: formatUnits(difference < 0n ? -difference : difference, change.decimals),
            counterparty: to,
          },
        ]
      }),
    }
  } catch {
    return unavailable
  }
}
