import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { toWalletError } from '../errors/wallet.js'
import { findNetwork } from '../selectors/network.js'
import { readStored, writeStored } from '../storage/keys.js'
import { reportError } from './internal/reportError.js'

export type FetchBalanceParameters = { namespace: ChainNamespace; force?: boolean | undefined }
export type FetchBalanceReturnType = { balance: string; symbol: string } | undefined

/** Native balances are cached for 30 s (spec §9). */
export const nativeBalanceCacheMs = 30_000

/**
 * Reads the connected account's native balance through the adapter into the account state. A
 * cached value younger than 30 s is used unless `force` is set. A failure gives `undefined` and a
 * BALANCE_ERROR event.
 */
export async function fetchBalance(
  appKit: AppKit,
  { namespace, force = false }: FetchBalanceParameters,
): Promise<FetchBalanceReturnType> {
  const chain = appKit.state.chains[namespace]
  const adapter = appKit.adapters.get(namespace)
  const network = findNetwork(appKit, chain?.networkId)
  const address = chain?.account.address
  if (!chain || !adapter || !network || !address) return undefined
  const cacheKey = `${network.caipNetworkId}:${address}`
  const cache = readStored(appKit.storage, 'nativeBalanceCache') ?? {}
  const cached = cache[cacheKey]
  let result: { balance: string; symbol: string }
  if (!force && cached && Date.now() - cached.timestamp < nativeBalanceCacheMs) {
    result = cached
  } else {
    try {
      result = await adapter.getBalance({ address, network })
    } catch (error) {
      reportError(
        appKit,
        'BALANCE_ERROR',
        toWalletError(error, { namespace, operation: 'getBalance' }),
        namespace,
      )
      return undefined
    }
    // Keep only fresh entries so the cache never grows without bound.
    const fresh = Object.fromEntries(
      Object.entries(cache).filter(
        ([, entry]) => Date.now() - entry.timestamp < nativeBalanceCacheMs,
      ),
    )
    writeStored(appKit.storage, 'nativeBalanceCache', {
      ...fresh,
      [cacheKey]: { ...result, timestamp: Date.now() },
    })
  }
  // The account may have changed while the balance was read.
  if (chain.account.address === address && chain.networkId === network.caipNetworkId) {
    chain.account.balance = result.balance
    chain.account.balanceSymbol = result.symbol
  }
  return result
}
