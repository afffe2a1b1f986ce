import { cacheTimes } from '../client/constants.js'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { balanceRoute } from '../routes/balance.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type GetNativeBalanceParameters = {
  address: string
  /** CAIP-2 network id. */
  chainId: string
  signal?: AbortSignal | undefined
}

export type GetNativeBalanceReturnType = {
  symbol: string
  decimals: number
  /** Whole units as a decimal string, e.g. '9999.5'. */
  numeric: string
  price: number
} | null

export type GetNativeBalanceErrorType = RequestErrorType

/**
 * The native balance of an account on one network, kept 30 s. `null` on an unsupported network
 * or when the server lists no native entry.
 *
 * @example
 * const eth = await getNativeBalance(client, { address: '0xf39F…', chainId: 'eip155:31337' })
 */
export async function getNativeBalance(
  client: BlockchainApiClient,
  parameters: GetNativeBalanceParameters,
): Promise<GetNativeBalanceReturnType> {
  if (!(await isNetworkSupported(client, parameters.chainId))) return null
  const key = `native:${parameters.chainId}:${parameters.address.toLowerCase()}`
  const cached = client.cache.get<GetNativeBalanceReturnType>(key)
  if (cached !== undefined) return cached
  const { balances } = await requestJson(client, balanceRoute, {
    params: { address: parameters.address },
    query: { currency: 'usd', chainId: parameters.chainId },
    signal: parameters.signal,
  })
  const native = balances.find((balance) => balance.address === undefined)
  const result = native
    ? {
        symbol: native.symbol,
        decimals: Number(native.quantity.decimals),
        numeric: native.quantity.numeric,
        price: native.price,
      }
    : null
  client.cache.set(key, result, cacheTimes.nativeBalance)
  return result
}
