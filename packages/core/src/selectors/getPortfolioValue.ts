import type { TokenBalance } from '@airlock/blockchain-api'
import type { AccountState } from '../state/types.js'

/**
 * The account's worth: 'loading' until the data API first answers, 'priced' with the sum in USD
 * when at least one balance has a price, 'unpriced' otherwise (nothing priced, nothing held, or
 * the read failed), so a view shows the native balance instead of a false $0.00.
 */
export type PortfolioValue =
  | { status: 'loading' }
  | { status: 'priced'; usd: number }
  | { status: 'unpriced' }

/**
 * The total of an account's token balances in USD (each balance's `value`, quantity × price),
 * from `account.tokenBalance` and `account.tokenBalanceStatus`. Balances without a price count
 * for nothing; when none has one the total is unknown, not zero.
 *
 * @example
 * const total = getPortfolioValue(selectAccount(state))
 * if (total.status === 'priced') formatUsd(total.usd, locale) // '$2,849,998.50'
 */
export function getPortfolioValue(
  account:
    | {
        readonly tokenBalance: readonly TokenBalance[]
        readonly tokenBalanceStatus: AccountState['tokenBalanceStatus']
      }
    | undefined,
): PortfolioValue {
  if (!account || account.tokenBalanceStatus === 'idle' || account.tokenBalanceStatus === 'loading')
    return { status: 'loading' }
  const priced = account.tokenBalance.filter((balance) => balance.price > 0)
  if (priced.length === 0) return { status: 'unpriced' }
  return { status: 'priced', usd: priced.reduce((sum, balance) => sum + balance.value, 0) }
}
