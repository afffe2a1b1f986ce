import { buildSwapApproval, buildSwapTransaction } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { formatUnits } from '../formatters/formatUnits.js'
import { parseUnits } from '../formatters/parseUnits.js'
import type { SwapSimulation } from '../state/types.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type SimulateSwapReturnType = SwapSimulation

/** Never fails: a swap it cannot simulate is `unavailable`, and the preview stays as it was. */
export type SimulateSwapErrorType = never

const unavailable: SwapSimulation = { status: 'unavailable' }

/**
 * Simulates the swap in `state.swap` as the account would send it (the approval first, when one is
 * needed, then the swap, in one block) with `eth_simulateV1` on the network's node, and keeps what
 * it says in `state.swap.simulation`: the tokens that leave and enter the account, or the revert
 * and its reason. Advisory: a node without the method, a timeout (3 s) or any failure is
 * `unavailable`, never an error. The simulation code loads with the first preview.
 *
 * @example await simulateSwap(appKit) // { status: 'success', changes: [{ direction: 'out', symbol: 'ETH', amount: '0.01' }, …] }
 */
export async function simulateSwap(appKit: AppKit): Promise<SimulateSwapReturnType> {
  const swap = appKit.state.swap
  const active = getActiveAccount(appKit, 'eip155')
  const rpcUrl = active?.network.rpcUrls.default.http[0]
  const { fromToken, toToken, fromAmount } = swap ?? {}
  const amount = fromToken && parseUnits(fromAmount ?? '', fromToken.decimals)
  if (!swap || !active || !rpcUrl || !fromToken || !toToken || !amount) return unavailable
  swap.simulation = { status: 'pending' }
  const result = await simulate(appKit, {
    rpcUrl,
    account: active.address as `0x${string}`,
    request: {
      amount,
      userAddress: active.caipAddress,
      from: fromToken.address,
      to: toToken.address,
    },
    approvalNeeded: swap.approvalNeeded,
  }).catch(() => unavailable)
  // A newer form (another amount or token) has its own simulation.
  if (appKit.state.swap === swap && swap.fromAmount === fromAmount) swap.simulation = result
  return result
}

async function simulate(
  appKit: AppKit,
  parameters: {
    rpcUrl: string
    account: `0x${string}`
    request: Parameters<typeof buildSwapTransaction>[1]
    approvalNeeded: boolean
  },
): Promise<SwapSimulation> {
  const { request } = parameters
  const [approval, built, preview] = await Promise.all([
    parameters.approvalNeeded ? buildSwapApproval(appKit.api, request) : undefined,
    buildSwapTransaction(appKit.api, request),
    import('@airlock/frame/preview'),
  ])
  if (!built.success || (approval && !approval.success)) return unavailable
  const call = (tx: { to: string; data: string }, value: string) => ({
    to: tx.to as `0x${string}`,
    data: tx.data as `0x${string}`,
    value: BigInt(value),
  })
  const simulation = await preview.simulateAssetChanges({
    rpcUrl: parameters.rpcUrl,
    account: parameters.account,
    calls: [
      ...(approval?.success ? [call(approval.tx, approval.tx.value)] : []),
      call(built.tx, built.tx.amount),
    ],
  })
  switch (simulation.status) {
    case 'success': {
      const nativeSymbol = findNativeSymbol(appKit)
      const changes = simulation.changes.flatMap((change) => {
        const { asset } = change
        if (asset.kind !== 'native' && asset.kind !== 'erc20') return []
        const metadata = asset.kind === 'erc20' ? simulation.tokens.get(asset.address) : undefined
        const decimals = asset.kind === 'native' ? 18 : metadata?.decimals
        const symbol = asset.kind === 'native' ? nativeSymbol : metadata?.symbol
        if (decimals === undefined || !symbol) return []
        return [
          { direction: change.direction, symbol, amount: formatUnits(change.amount, decimals) },
        ]
      })
      return { status: 'success', changes }
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
}

/** The active EVM network's coin (ETH), as the swap's token list names it. */
function findNativeSymbol(appKit: AppKit): string {
  const active = getActiveAccount(appKit, 'eip155')
  return active?.network.nativeCurrency.symbol ?? 'ETH'
}
