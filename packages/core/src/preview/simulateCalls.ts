import type { AppKit } from '../createAppKit.js'
import { formatUnits } from '../formatters/formatUnits.js'
import type { TransactionSimulation } from '../state/types.js'

/** One call of what a preview is about to send, as the account's. */
export type PreviewCall = { to: string; data?: string | undefined; value?: bigint | undefined }

const unavailable: TransactionSimulation = { status: 'unavailable' }

/**
 * Simulates `calls` as `account`'s, in order, in one block, with `eth_simulateV1` on `rpcUrl`
 * (the EVM adapter's `eip155:simulateCalls`; none without it), and reads what leaves and enters the account in whole
 * units of the coins and ERC-20 tokens it names, each with its counterparty, or the revert and its reason. Advisory: never
 * throws; a node without the method, a timeout (3 s) or any failure is `unavailable`.
 */
export async function simulateCalls(
  appKit: AppKit,
  parameters: { rpcUrl: string; account: string; calls: readonly PreviewCall[]; native: string },
): Promise<TransactionSimulation> {
  const simulate = appKit.adapters.get('eip155')?.capabilities?.['eip155:simulateCalls']
  if (!simulate) return unavailable
  try {
    const simulation = await simulate({
      rpcUrl: parameters.rpcUrl,
      account: parameters.account as `0x${string}`,
      calls: parameters.calls.map((call) => ({
        to: call.to as `0x${string}`,
        data: call.data as `0x${string}` | undefined,
        value: call.value,
      })),
    })
    switch (simulation.status) {
      case 'success':
        return {
          status: 'success',
          changes: simulation.changes.flatMap((change) => {
            const { asset } = change
            if (asset.kind !== 'native' && asset.kind !== 'erc20') return []
            const token = asset.kind === 'erc20' ? simulation.tokens.get(asset.address) : undefined
            const decimals = asset.kind === 'native' ? 18 : token?.decimals
            const symbol = asset.kind === 'native' ? parameters.native : token?.symbol
            if (decimals === undefined || !symbol) return []
            const amount = formatUnits(change.amount, decimals)
            return [
              { direction: change.direction, symbol, amount, counterparty: change.counterparty },
            ]
          }),
        }
      case 'reverted': {
        const { reason } = simulation
        return {
          status: 'reverted',
          reason:
            reason.kind === 'message'
              ? reason.message || undefined
              : reason.kind === 'custom'
                ? (reason.signature ?? reason.selector)
                : reason.kind === 'panic'
                  ? `panic 0x${reason.code.toString(16)}`
                  : undefined,
        }
      }
      case 'rejected':
        return { status: 'reverted', reason: simulation.message }
      default:
        return unavailable
    }
  } catch {
    return unavailable
  }
}
