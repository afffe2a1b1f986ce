import {
  getTransactionHistory,
  MissingAccountAddressError,
  type Transaction,
} from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { createTransactionsState } from '../state/factories.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { track } from './internal/track.js'
import { showToast } from './toast.js'

export type FetchTransactionsParameters = {
  namespace?: ChainNamespace | undefined
  /** `next` of the page before: appends the following page. Without it, the list starts over. */
  cursor?: string | undefined
  /** Page size, 1 to 100. Default: the server's (50). */
  limit?: number | undefined
}
export type FetchTransactionsReturnType = Transaction[]
export type FetchTransactionsErrorType = MissingAccountAddressError

/**
 * Fetches a page of the connected account's history on its network into `state.transactions`
 * (spec §4 "Transaction fetching"): loading, then success (append, the empty flag, the next
 * cursor) or failure (empty, no cursor, the 'Failed to fetch transactions' toast and the
 * ERROR_FETCH_TRANSACTIONS event). Throws "Transactions can't be fetched without an
 * accountAddress" when no account is connected.
 *
 * @example
 * await fetchTransactions(appKit)
 * if (appKit.state.transactions.next) await fetchTransactions(appKit, { cursor: appKit.state.transactions.next })
 */
export async function fetchTransactions(
  appKit: AppKit,
  { namespace, cursor, limit }: FetchTransactionsParameters = {},
): Promise<FetchTransactionsReturnType> {
  const active = getActiveAccount(appKit, namespace)
  if (!active) throw new MissingAccountAddressError()
  const { transactions } = appKit.state
  if (transactions.caipAddress !== active.caipAddress || !cursor) {
    Object.assign(transactions, createTransactionsState(), {
      caipAddress: active.caipAddress,
      // Keep what is shown while the first page reloads for the same account.
      transactions:
        transactions.caipAddress === active.caipAddress ? transactions.transactions : [],
      // Names belong to addresses, not to the account whose list this is.
      names: transactions.names,
    })
  }
  transactions.status = 'loading'
  const isCurrent = () => transactions.caipAddress === active.caipAddress
  try {
    const page = await getTransactionHistory(appKit.api, {
      account: active.address,
      chainId: active.networkId,
      cursor,
      limit,
    })
    if (!isCurrent()) return page.data
    transactions.transactions = cursor ? [...transactions.transactions, ...page.data] : page.data
    transactions.empty = page.data.length === 0
    transactions.next = page.next ?? undefined
    transactions.status = 'success'
    return page.data
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: history unavailable', error)
    track(appKit, 'ERROR_FETCH_TRANSACTIONS', {
      address: active.address,
      network: active.networkId,
      cursor,
      limit,
    })
    showToast(appKit, {
      message: formatMessage(
        await loadedMessages(appKit, ['account']),
        'failedToFetchTransactions',
      ),
      variant: 'error',
    })
    if (isCurrent()) {
      transactions.status = 'error'
      transactions.empty = true
      transactions.next = undefined
    }
    return []
  }
}
