import type { AppKit } from '../createAppKit.js'
import { formatAmountUp } from '../formatters/formatAmountUp.js'
import { selectAccount } from '../selectors/account.js'
import { getSendShortfall } from '../selectors/getSendShortfall.js'
import { getSendSwapSource } from '../selectors/getSendSwapSource.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import type { SwapArguments } from '../state/types.js'
import { pushView } from './router.js'

export type FundSendWithSwapReturnType = SwapArguments | undefined

/** Never fails: undefined when nothing is missing or no other token held can pay. */
export type FundSendWithSwapErrorType = never

/** Paid on top of the shortfall's worth, for the pool's fee and the price moving. */
const swapMargin = 1.03

/**
 * Swap into what the Send form lacks: from the account's other token worth the most, its amount
 * preset to the missing amount's worth plus 3% for fees and price impact (rounded up to 6
 * decimals, at most what is held). Opens Swap over Send, whose form stays as it is; once the swap
 * goes through the visitor is back on Send (see executeSwap). Returns the arguments given to Swap.
 *
 * @example if (!fundSendWithSwap(appKit)) console.log('nothing else to swap from')
 */
export function fundSendWithSwap(appKit: AppKit): FundSendWithSwapReturnType {
  const { state } = appKit
  const { token } = state.send
  const account = selectAccount(state)
  const missing = getSendShortfall({ ...state.send, isSmartAccount: selectIsSmartAccount(account) })
  const from = getSendSwapSource(account?.tokenBalance ?? [], token)
  if (!token?.price || !missing || !from?.price) return undefined
  const needed = formatAmountUp((Number(missing) * token.price * swapMargin) / from.price, 6)
  const amount = Number(needed) < Number(from.quantity.numeric) ? needed : from.quantity.numeric
  const swap: SwapArguments = {
    fromToken: from.address ?? from.symbol,
    toToken: token.address ?? token.symbol,
    amount,
  }
  pushView(appKit, { view: 'Swap', data: { ...state.router.data, swap } })
  return swap
}
