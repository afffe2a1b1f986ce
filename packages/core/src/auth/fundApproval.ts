import { getFungiblePrice, getGasPrice, nativeTokenAddress } from '@airlock/blockchain-api'
import { fetchTokenBalances } from '../actions/fetchTokenBalances.js'
import { openOnrampFor } from '../actions/internal/openOnrampFor.js'
import type { AppKit } from '../createAppKit.js'
import { formatUnits } from '../formatters/formatUnits.js'
import { selectAccount } from '../selectors/account.js'
import { getFundingSwap } from '../selectors/getFundingSwap.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { watchState } from '../state/watchState.js'
import type { AuthProvider } from './createAuthProvider.js'
import type { AuthFundRequest } from './types.js'

/**
 * Buys what an embedded-wallet approval lacks (the frame's FUND, on the visitor's "Buy ETH"):
 * opens Buy over ApproveTransaction on the chain's native coin, with the missing amount's worth
 * preset at the server's price (none without a price). When another token the account holds
 * covers that worth, Buy also offers to pay with it (`router.data.fundSwap`; the swap replaces Buy,
 * see fundApprovalWithSwap). Back on this ApproveTransaction (the purchase or the swap brought the
 * visitor back, or they went back) the frame is told (FUNDING_ENDED) and shows the approval again,
 * read anew; the swap's own approvals, shown over it, do not count. A Buy that cannot open tells
 * it at once. Closing the modal tells it nothing: that rejects the request.
 */
export function fundApproval(appKit: AppKit, provider: AuthProvider, request: AuthFundRequest) {
  const { state } = appKit
  // This approval's place in the history: a swap's own approvals open above it.
  const depth = state.router.history.length
  let left = false
  let ended = false
  const end = (tell: boolean) => {
    if (ended) return
    ended = true
    stopRouter()
    stopModal()
    if (state.router.data.fundSwap)
      state.router.data = { ...state.router.data, fundSwap: undefined }
    // A frame that cannot be told leaves the request to the dapp's abort or the modal's close.
    if (tell) provider.endFunding({ requestId: request.requestId }).catch(() => undefined)
  }
  const stopRouter = watchState(
    appKit,
    () => {
      if (state.router.view !== 'ApproveTransaction' || state.router.history.length > depth)
        left = true
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
  // What the swap's own transactions may cost (an allowance and the swap; as user operations, with
  // their verification and the account's deployment), at the network's standard gas price.
  const swapGas = selectIsSmartAccount(selectAccount(state)) ? 1_000_000n : 300_000n
  const swapFee = getGasPrice(appKit.api, { chainId: `eip155:${request.chainId}` }).then(
    ({ standard }) => formatUnits(BigInt(standard) * swapGas, 18),
    () => undefined,
  )
  // The swap offer joins Buy once the balances and the prices are known, if Buy is still up.
  void Promise.all([price, fetchTokenBalances(appKit), swapFee]).then(
    ([coinPrice, balances, fee]) => {
      const offer = getFundingSwap(balances, {
        missing: request.amount,
        symbol: request.symbol,
        price: coinPrice,
        swapFee: fee,
      })
      const { router } = state
      if (
        !offer ||
        ended ||
        router.view !== 'OnRampProviders' ||
        router.history.length !== depth + 1
      )
        return
      router.data = { ...router.data, fundSwap: offer }
    },
  )
}
