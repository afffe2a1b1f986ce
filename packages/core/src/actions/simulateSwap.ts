import { buildSwapApproval, buildSwapTransaction } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { type PreviewCall, simulateCalls } from '../preview/simulateCalls.js'
import type { TransactionSimulation } from '../state/types.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type SimulateSwapReturnType = TransactionSimulation

/** Never fails: a swap it cannot simulate is `unavailable`, and the preview stays as it was. */
export type SimulateSwapErrorType = never

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
  if (!swap || !active || !rpcUrl || !fromToken || !toToken || !amount) {
    return { status: 'unavailable' }
  }
  swap.simulation = { status: 'pending' }
  const request = {
    amount,
    userAddress: active.caipAddress,
    from: fromToken.address,
    to: toToken.address,
  }
  const result = await Promise.all([
    swap.approvalNeeded ? buildSwapApproval(appKit.api, request) : undefined,
    // Without the estimate: before the approval is mined, estimating the swap would fail.
    buildSwapTransaction(appKit.api, { ...request, disableEstimate: true }),
  ]).then(
    ([approval, built]): Promise<TransactionSimulation> | TransactionSimulation => {
      if (!built.success || (approval && !approval.success)) return { status: 'unavailable' }
      const calls: PreviewCall[] = [
        ...(approval?.success ? [{ ...approval.tx, value: BigInt(approval.tx.value) }] : []),
        { to: built.tx.to, data: built.tx.data, value: BigInt(built.tx.amount) },
      ]
      return simulateCalls(appKit, {
        rpcUrl,
        account: active.address,
        calls,
        native: active.network.nativeCurrency.symbol,
      })
    },
    (): TransactionSimulation => ({ status: 'unavailable' }),
  )
  // A newer form (another amount or token) has its own simulation.
  if (appKit.state.swap === swap && swap.fromAmount === fromAmount) swap.simulation = result
  return result
}
