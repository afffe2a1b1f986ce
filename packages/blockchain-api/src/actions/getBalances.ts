import { cacheTimes, tokenBalanceRetryLockMs } from '../client/constants.js'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { TokenBalanceUnavailableError } from '../errors/data.js'
import { balanceRoute, type TokenBalance } from '../routes/balance.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type GetBalancesParameters = {
  /** The account's address (0x…). */
  address: string
  /** CAIP-2 network id, e.g. 'eip155:31337'. */
  chainId: string
  /** Skip the client's 30 s cache and the server's short cache. */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal | undefined
}

export type GetBalancesReturnType = TokenBalance[]

export type GetBalancesErrorType = TokenBalanceUnavailableError

/**
 * Token balances of an account on one network, in the spec's shape: zero balances and tokens with
 * decimals '0' are left out. Answers are kept 30 s. An unsupported network gives `[]`. A failure
 * throws 'Token Balance Unavailable' once; calls in the next 30 s return `[]` without a request.
 *
 * @example
 * const balances = await getBalances(client, { address: '0xf39F…', chainId: 'eip155:31337' })
 */
export async function getBalances(
  client: BlockchainApiClient,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  const { balanceFailedAt } = client.state
  if (balanceFailedAt !== undefined && Date.now() - balanceFailedAt < tokenBalanceRetryLockMs) {
    return []
  }
  const key = `balances:${parameters.chainId}:${parameters.address.toLowerCase()}`
  const cached = parameters.forceUpdate ? undefined : client.cache.get<TokenBalance[]>(key)
  if (cached) return cached
  try {
    if (!(await isNetworkSupported(client, parameters.chainId))) return []
    const { balances } = await requestJson(client, balanceRoute, {
      params: { address: parameters.address },
      query: {
        currency: 'usd',
        chainId: parameters.chainId,
        forceUpdate: parameters.forceUpdate ? 'true' : undefined,
      },
      signal: parameters.signal,
    })
    const kept = balances.filter(isWorthShowing)
    client.state.balanceFailedAt = undefined
    client.cache.set(key, kept, cacheTimes.portfolioBalance)
    return kept
  } catch (error) {
    client.state.balanceFailedAt = Date.now()
    throw new TokenBalanceUnavailableError({ cause: error })
  }
}

function isWorthShowing(balance: TokenBalance): boolean {
  return balance.quantity.decimals !== '0' && Number(balance.quantity.numeric) !== 0
}
