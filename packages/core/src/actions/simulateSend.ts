import type { AppKit } from '../createAppKit.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { simulateCalls } from '../preview/simulateCalls.js'
import { simulateSolanaTransfer } from '../preview/simulateSolanaTransfer.js'
import { getSolanaMint } from '../send/getSolanaMint.js'
import { getTokenContract, toHexAddress } from '../send/getTokenContract.js'
import { encodeTransferData } from '../send/tokenTransferAbis.js'
import type { TransactionSimulation } from '../state/types.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type SimulateSendReturnType = TransactionSimulation

/** Never fails: a send it cannot simulate is `unavailable`, and the preview stays as it was. */
export type SimulateSendErrorType = never

/**
 * Simulates the send in `state.send` as the account would make it, and keeps what it says in
 * `state.send.simulation`: what leaves and enters the account, or the revert and its reason. On EVM
 * chains the coin to the receiver, or the token contract's `transfer`, with `eth_simulateV1` on the
 * network's node; on Solana the adapter's transfer (SOL, or the SPL token with the receiver's
 * token account created when missing) with `simulateTransaction`, SOL's row including the fee.
 * Advisory, as `simulateSwap`.
 *
 * @example await simulateSend(appKit) // { status: 'success', changes: [{ direction: 'out', symbol: 'ETH', amount: '0.25' }] }
 */
export async function simulateSend(appKit: AppKit): Promise<SimulateSendReturnType> {
  const send = appKit.state.send
  const active = getActiveAccount(appKit)
  const { token, sendTokenAmount, receiverAddress } = send
  const decimals = Number(token?.quantity.decimals)
  const amount = token && parseUnits(sendTokenAmount ?? '', decimals)
  if (!active || !token || !amount || !receiverAddress) return { status: 'unavailable' }
  const native = active.network.nativeCurrency.symbol
  let simulation: Promise<TransactionSimulation>
  if (active.namespace === 'solana') {
    simulation = simulateSolanaTransfer(appKit, {
      to: receiverAddress,
      amount,
      mint: getSolanaMint(token),
      decimals,
      symbol: token.symbol,
      native,
    })
  } else {
    const rpcUrl = active.network.rpcUrls.default.http[0]
    if (active.namespace !== 'eip155' || !rpcUrl) return { status: 'unavailable' }
    const to = toHexAddress(receiverAddress)
    const contract = getTokenContract(token)
    simulation = simulateCalls(appKit, {
      rpcUrl,
      account: active.address,
      calls: [
        contract ? { to: contract, data: encodeTransferData(to, amount) } : { to, value: amount },
      ],
      native,
    })
  }
  send.simulation = { status: 'pending' }
  const result = await simulation
  // A newer form (another amount, token or receiver) has its own simulation.
  const current = appKit.state.send
  if (
    current.token === token &&
    current.sendTokenAmount === sendTokenAmount &&
    current.receiverAddress === receiverAddress
  ) {
    current.simulation = result
  }
  return result
}
