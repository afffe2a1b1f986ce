import { getBalances, type TokenBalance } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type FetchTokenBalancesParameters = {
  namespace?: ChainNamespace | undefined
  /** Skip the 30 s cache (after a send). */
  force?: boolean | undefined
}
export type FetchTokenBalancesReturnType = TokenBalance[]

/**
 * Reads the connected account's token balances on its network from the data API into
 * `account.tokenBalance` (spec §3: zero balances and decimals-'0' tokens left out). A failure
 * ('Token Balance Unavailable') leaves an empty list, and the client does not retry for 30 s.
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
  let balances: TokenBalance[]
  try {
    balances = await getBalances(appKit.api, { address, chainId: networkId, forceUpdate: force })
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: token balances unavailable', error)
    balances = []
  }
  // The account or network may have changed while the balances were read.
  if (chain.account.address === address && chain.networkId === networkId) {
    chain.account.tokenBalance = balances
  }
  return balances
}
