import { getBalances, type TokenBalance } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { findSendToken } from '../send/findSendToken.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type FetchTokenBalancesParameters = {
  namespace?: ChainNamespace | undefined
  /** Skip the 30 s cache (after a send). */
  force?: boolean | undefined
}
export type FetchTokenBalancesReturnType = TokenBalance[]

/**
 * Reads the connected account's token balances on its network from the data API into
 * `account.tokenBalance` (spec §3: zero balances and decimals-'0' tokens left out), with
 * `account.tokenBalanceStatus` saying whether the list is an answer yet; the Send form's token
 * follows its new balance. A failure ('Token Balance Unavailable') leaves an empty list and status
 * 'error', and the client does not retry for 30 s.
 *
 * @example const balances = await fetchTokenBalances(appKit, { force: true })
 */
export async function fetchTokenBalances(
  appKit: AppKit,
  { namespace, force = false }: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const active = getActiveAccount(appKit, namespace)
  if (!active) return []
  const { chain, address, networkId } = active
  // The list shown stays until the answer; only a first read is 'loading'.
  if (chain.account.tokenBalanceStatus !== 'success') chain.account.tokenBalanceStatus = 'loading'
  let balances: TokenBalance[]
  let status: 'success' | 'error' = 'success'
  try {
    balances = await getBalances(appKit.api, { address, chainId: networkId, forceUpdate: force })
    // Within 30 s of a failure the client answers [] without asking (spec §5): still unavailable.
    if (balances.length === 0 && appKit.api.state.balanceFailedAt !== undefined) status = 'error'
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: token balances unavailable', error)
    balances = []
    status = 'error'
  }
  // The account or network may have changed while the balances were read.
  if (chain.account.address === address && chain.networkId === networkId) {
    chain.account.tokenBalance = balances
    chain.account.tokenBalanceStatus = status
    if (status === 'success' && appKit.state.activeNamespace === active.namespace) {
      followSendToken(appKit, balances)
    }
  }
  return balances
}

/** The Send form's token takes the new balance and price (funds arrived), its estimate kept. */
function followSendToken(appKit: AppKit, balances: readonly TokenBalance[]): void {
  const { token } = appKit.state.send
  const entry = token && findSendToken(balances, token.address ?? 'native')
  if (!token || !entry) return
  if (token.quantity.numeric !== entry.quantity.numeric) {
    token.quantity = { decimals: entry.quantity.decimals, numeric: entry.quantity.numeric }
  }
  if (entry.price && token.price !== entry.price) token.price = entry.price
}
