import type { AppKit } from '../createAppKit.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { simulateCalls } from '../preview/simulateCalls.js'
import { getTokenContract, toHexAddress } from '../send/getTokenContract.js'
import { encodeTransferData } from '../send/tokenTransferAbis.js'
import type { TransactionSimulation } from '../state/types.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type SimulateSendReturnType = TransactionSimulation

/** Never fails: a send it cannot simulate is `unavailable`, and the preview stays as it was. */
export type SimulateSendErrorType = never

/**
 * Simulates the EVM send in `state.send` as the account would make it (the coin to the receiver,
 * or the token contract's `transfer`) with `eth_simulateV1` on the network's node, and keeps what
 * it says in `state.send.simulation`: what leaves and enters the account, or the revert and its
 * reason. Advisory, as `simulateSwap`.
 *
 * @example await simulateSend(appKit) // { status: 'success', changes: [{ direction: 'out', symbol: 'ETH', amount: '0.25' }] }
 */
export async function simulateSend(appKit: AppKit): Promise<SimulateSendReturnType> {
  const send = appKit.state.send
  const active = getActiveAccount(appKit, 'eip155')
  const rpcUrl = active?.network.rpcUrls.default.http[0]
  const { token, sendTokenAmount, receiverAddress } = send
  const amount = token && parseUnits(sendTokenAmount ?? '', Number(token.quantity.decimals))
  if (!active || appKit.state.activeNamespace !== 'eip155' || !rpcUrl || !token || !amount) {
    return { status: 'unavailable' }
  }
  if (!receiverAddress) return { status: 'unavailable' }
  send.simulation = { status: 'pending' }
  const to = toHexAddress(receiverAddress)
  const contract = getTokenContract(token)
  const result = await simulateCalls(appKit, {
    rpcUrl,
    account: active.address,
    calls: [
      contract ? { to: contract, data: encodeTransferData(to, amount) } : { to, value: amount },
    ],
    native: active.network.nativeCurrency.symbol,
  })
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
