import type { AppKit } from '../createAppKit.js'
import { fetchIdentity } from './fetchIdentity.js'

/** The addresses named, or undefined without an eip155 account. */
export type FetchCounterpartyNamesReturnType = Record<string, string> | undefined

/**
 * Names the other party of each Activity row through the identity route (the server's own names,
 * else ENS): the transaction's `to` when the account sent it (for a token transfer, the token
 * contract, which rarely has a name), its sender otherwise. Each distinct
 * address is asked once (the client keeps answers 5 minutes); names go into
 * `state.transactions.names` by lower-case address. An address whose lookup fails stays unnamed.
 *
 * @example await fetchCounterpartyNames(appKit) // { '0x7099…79c8': 'bob.eth' }
 */
export async function fetchCounterpartyNames(
  appKit: AppKit,
): Promise<FetchCounterpartyNamesReturnType> {
  const own = appKit.state.chains.eip155?.account.address?.toLowerCase()
  if (!own) return undefined
  const { transactions } = appKit.state
  const counterparties = new Set<string>()
  for (const transaction of transactions.transactions) {
    if (!transaction.metadata.chain.startsWith('eip155:')) continue
    const from: string = transaction.metadata.sentFrom.toLowerCase()
    const other: string = from === own ? transaction.metadata.sentTo.toLowerCase() : from
    if (other && other !== own && transactions.names[other] === undefined) counterparties.add(other)
  }
  await Promise.all(
    [...counterparties].map(async (address) => {
      const identity = await fetchIdentity(appKit, { address }).catch(() => undefined)
      if (identity?.name) transactions.names[address] = identity.name
    }),
  )
  return { ...transactions.names }
}
