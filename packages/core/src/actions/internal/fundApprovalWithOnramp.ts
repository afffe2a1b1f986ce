import { getFungiblePrice, nativeTokenAddress } from '@airlock/blockchain-api'
import type { AuthFundRequest } from '../../auth/types.js'
import type { AppKit } from '../../createAppKit.js'
import type { OnrampState } from '../../state/types.js'
import { openOnrampFor } from './openOnrampFor.js'

/**
 * Buy what an embedded-wallet approval lacks (the frame's FUND): opens Buy over ApproveTransaction
 * on the chain's native coin, with the worth of the missing amount preset at the server's price
 * (none when it has no price). Once the purchase completes, buyWithOnramp brings the visitor back
 * to ApproveTransaction, where the frame shows the approval again.
 */
export async function fundApprovalWithOnramp(
  appKit: AppKit,
  { chainId, symbol, amount }: Omit<AuthFundRequest, 'requestId'>,
): Promise<OnrampState> {
  const price = getFungiblePrice(appKit.api, {
    addresses: [`eip155:${chainId}:${nativeTokenAddress}`],
  }).then(
    ({ fungibles }) => fungibles[0]?.price,
    () => undefined,
  )
  return openOnrampFor(appKit, { token: { symbol, contract: undefined, price }, missing: amount })
}
