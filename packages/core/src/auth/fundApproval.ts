import { getFungiblePrice, nativeTokenAddress } from '@airlock/blockchain-api'
import { openOnrampFor } from '../actions/internal/openOnrampFor.js'
import type { AppKit } from '../createAppKit.js'
import { watchState } from '../state/watchState.js'
import type { AuthProvider } from './createAuthProvider.js'
import type { AuthFundRequest } from './types.js'

/**
 * Buys what an embedded-wallet approval lacks (the frame's FUND, on the visitor's "Buy ETH"):
 * opens Buy over ApproveTransaction on the chain's native coin, with the missing amount's worth
 * preset at the server's price (none without a price). Back on ApproveTransaction (the purchase
 * brought the visitor back, or they went back) the frame is told (FUNDING_ENDED) and shows the
 * approval again, read anew; a Buy that cannot open tells it at once. Closing the modal tells it
 * nothing: that rejects the request.
 */
export function fundApproval(appKit: AppKit, provider: AuthProvider, request: AuthFundRequest) {
  const { state } = appKit
  let left = false
  let ended = false
  const end = (tell: boolean) => {
    if (ended) return
    ended = true
    stopRouter()
    stopModal()
    // A frame that cannot be told leaves the request to the dapp's abort or the modal's close.
    if (tell) provider.endFunding({ requestId: request.requestId }).catch(() => undefined)
  }
  const stopRouter = watchState(
    appKit,
    () => {
      if (state.router.view !== 'ApproveTransaction') left = true
      else if (left) end(true)
    },
    (current) => current.router,
  )
  const stopModal = watchState(
    appKit,
    () => {
      if (!state.modal.open) end(false)
    },
    (current) => current.modal,
  )
  const price = getFungiblePrice(appKit.api, {
    addresses: [`eip155:${request.chainId}:${nativeTokenAddress}`],
  }).then(
    ({ fungibles }) => fungibles[0]?.price,
    () => undefined,
  )
  openOnrampFor(appKit, {
    token: { symbol: request.symbol, contract: undefined, price },
    missing: request.amount,
  }).catch(() => end(true))
}
