import type { TokenBalance } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { toSwapTokenOptions } from './toSwapTokenOptions.js'

/**
 * The swap form's tokens with the account's balances read anew (after a purchase made from the
 * form, say): the chosen tokens stay chosen, with their new balances. Nothing while the form is
 * not loaded.
 */
export function applySwapBalances(appKit: AppKit, balances: readonly TokenBalance[]): void {
  const swap = appKit.state.swap
  if (swap?.status !== 'success') return
  const tokens = toSwapTokenOptions(swap.tokens, balances)
  const same = (token: { address: string } | undefined) =>
    token && tokens.find((option) => option.address === token.address)
  swap.tokens = tokens
  swap.fromToken = same(swap.fromToken) ?? swap.fromToken
  swap.toToken = same(swap.toToken) ?? swap.toToken
}
