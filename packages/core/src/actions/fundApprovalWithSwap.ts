import type { AppKit } from '../createAppKit.js'
import type { SwapArguments } from '../state/types.js'
import { replaceView } from './router.js'

export type FundApprovalWithSwapReturnType = SwapArguments | undefined

/** Never fails: undefined when Buy has no swap to offer. */
export type FundApprovalWithSwapErrorType = never

/**
 * Takes the swap Buy offers for an embedded-wallet approval the account cannot pay
 * (`router.data.fundSwap`): Swap replaces Buy, from that token into the network's coin with the
 * amount preset. Once the swap goes through (its own transactions approved in the frame), the
 * visitor is back on the approval, which the frame reads anew (see fundApproval). Returns the
 * arguments given to Swap.
 *
 * @example if (fundApprovalWithSwap(appKit)) console.log('paying with another token')
 */
export function fundApprovalWithSwap(appKit: AppKit): FundApprovalWithSwapReturnType {
  const { router } = appKit.state
  const offer = router.data.fundSwap
  if (!offer || router.view !== 'OnRampProviders') return undefined
  replaceView(appKit, {
    view: 'Swap',
    data: { ...router.data, swap: offer.swap, fundSwap: undefined },
  })
  return offer.swap
}
