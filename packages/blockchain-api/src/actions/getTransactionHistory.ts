import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { MissingAccountAddressError, TransactionsFetchError } from '../errors/data.js'
import { type HistoryResponse, historyRoute } from '../routes/history.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type GetTransactionHistoryParameters = {
  /** The account's address (0x…, or a Bitcoin address for bip122 networks). */
  account: string
  /** CAIP-2 network id; only that network's transactions are returned. */
  chainId?: string | undefined
  /** `next` of the previous page. */
  cursor?: string | undefined
  /** An on-ramp provider's id (`sandbox`, `coinbase`…): only the purchases it delivered. */
  onramp?: string | undefined
  /** Page size, 1 to 100. Default: 50. */
  limit?: number | undefined
  signal?: AbortSignal | undefined
}

export type GetTransactionHistoryReturnType = HistoryResponse

export type GetTransactionHistoryErrorType = MissingAccountAddressError | TransactionsFetchError

/**
 * One page of an account's transactions, newest first. Walk the pages with `next`; it is null on
 * the last one. An unsupported network gives an empty page.
 *
 * @example
 * let page = await getTransactionHistory(client, { account, chainId: 'eip155:31337' })
 * while (page.next) page = await getTransactionHistory(client, { account, cursor: page.next })
 */
export async function getTransactionHistory(
  client: BlockchainApiClient,
  parameters: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  if (!parameters.account) throw new MissingAccountAddressError()
  try {
    if (parameters.chainId && !(await isNetworkSupported(client, parameters.chainId))) {
      return { data: [], next: null }
    }
    return await requestJson(client, historyRoute, {
      params: { account: parameters.account },
      query: {
        chainId: parameters.chainId,
        cursor: parameters.cursor,
        onramp: parameters.onramp,
        limit: parameters.limit,
      },
      signal: parameters.signal,
    })
  } catch (error) {
    throw new TransactionsFetchError({ cause: error })
  }
}
