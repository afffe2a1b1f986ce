import type { TokenBalance } from '@airlock/blockchain-api'
import { findSendToken } from '../send/findSendToken.js'
import type { SendToken } from '../state/types.js'

/**
 * The token a swap would fund a send from: of the balances other than the token sent, the one
 * worth the most (a price and some held); undefined when there is none.
 *
 * @example getSendSwapSource(account.tokenBalance, state.send.token)?.symbol // 'AUSD'
 */
export function getSendSwapSource(
  balances: readonly TokenBalance[],
  token: SendToken | undefined,
): TokenBalance | undefined {
  let best: TokenBalance | undefined
  let bestWorth = 0
  for (const entry of balances) {
    if (token && findSendToken([entry], token.address ?? 'native')) continue
    const worth = Number(entry.quantity.numeric) * (entry.price ?? 0)
    if (worth > bestWorth) {
      best = entry
      bestWorth = worth
    }
  }
  return best
}
